import { API_ROUTES, fillPath } from '#common/api/routes.ts';

/** Where a tailoring's PDF report downloads from: a plain link, so the browser saves it as a file. */
export const tailoringReportPath = (id: number) => fillPath(API_ROUTES.tailoringReport.path, { id });
