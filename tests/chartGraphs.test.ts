/**
 * The suites that read the chart's graph under every setting, or its transition tour. A worker builds those
 * graphs and the tour once (src/analysis keeps them for the worker's life), in about ten seconds of CPU:
 * as test files of their own they were spread over both workers, and both built them. Imported here, they run
 * in one file, so in one worker. Each suite is a test module by itself (the Stryker run includes the chart's
 * one by one); to run one here: `npx vitest run tests/chartGraphs.test.ts -t '<its describe>'`.
 */
import './machines/paths.suite';
import './machines/journey.model.suite';
import './machines/journey.property.suite';
import './machines/tour.suite';
import './machines/inputReads.suite';
import './machines/switchReach.suite';
import './scripts/pathsCommand.suite';
import './screens/Explorer.pathLabels.suite';
import './screens/Explorer.coverage.suite';
import './screens/Explorer.search.suite';
import './screens/Explorer.rules.suite';
import './screens/Explorer.simulateTrace.suite';
import './machines/noDeadEnds.suite';
