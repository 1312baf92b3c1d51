import { JourneyContext } from '../../../machines/journeyContext';

/** The status the page shows (the chart assigns it before entering any status page). */
export const useStatus = () => JourneyContext.useSelector((s) => s.context.status);
