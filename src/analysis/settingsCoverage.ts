import type { AnyStateMachine } from 'xstate';
import { pathsOfGraph, type CoverageReport, type JourneyPath } from './coverage';
import { CHART_SETTINGS, type ChartSetting } from './settings';
import { settingGraphs } from './tour';

/**
 * Paths that cover the whole chart: those of the first setting (as configured), then, for each
 * transition only another setting can take (a switch's other branch, the provider's round trip), that
 * setting's path, named by it so a tester knows how to start the journey for it.
 */
export function generateCoveringPaths(machine: AnyStateMachine, settings: readonly ChartSetting[] = CHART_SETTINGS): CoverageReport {
  // A setting whose walk reads nothing it changes shares a graph already walked (tour.ts settingGraphs).
  const reports = settingGraphs(machine, settings).map(({ setting, graph }) => ({ setting, report: pathsOfGraph(machine, graph) }));
  const [first, ...others] = reports;
  const paths: JourneyPath[] = [...first.report.paths];
  const covered = new Set(paths.map((p) => p.covers));
  for (const { setting, report } of others) {
    for (const path of report.paths) {
      if (covered.has(path.covers)) continue;
      covered.add(path.covers);
      paths.push({ ...path, setting: setting.name });
    }
  }
  return {
    ...first.report,
    paths: paths.sort((a, b) => a.covers.localeCompare(b.covers)),
    unreachableStates: first.report.states.filter((s) => reports.every((r) => r.report.unreachableStates.includes(s))),
    uncoveredTransitions: first.report.transitions.map((t) => t.id).filter((id) => !covered.has(id)),
  };
}
