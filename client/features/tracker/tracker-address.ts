export type TrackerView = 'board' | 'list';

/** What the screen's address holds: the view (`?view=list`) and the application open in its dialog. */
export type TrackerAddress = { view: TrackerView; application: number | null };

const APPLICATION_ID = /^[1-9]\d{0,9}$/;

export function readTrackerAddress(params: URLSearchParams): TrackerAddress {
  const application = params.get('application') ?? '';
  return {
    view: params.get('view') === 'list' ? 'list' : 'board',
    application: APPLICATION_ID.test(application) ? Number(application) : null,
  };
}

/** The address for a view and open application; the board and no open application leave no trace. */
export function writeTrackerAddress(params: URLSearchParams, address: TrackerAddress): URLSearchParams {
  const next = new URLSearchParams(params);
  if (address.view === 'list') next.set('view', 'list');
  else next.delete('view');
  if (address.application === null) next.delete('application');
  else next.set('application', String(address.application));
  return next;
}
