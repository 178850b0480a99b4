import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '#client/lib/format.ts';
import { cn } from '#client/lib/utils.ts';
import type { ApplicationSummary } from '#common/api/tracker.ts';
import { STAGE_LABELS } from '#common/tracker.ts';
import { dueText } from '../card-texts.ts';
import {
  DEFAULT_SORT,
  filterApplications,
  type ListFilters,
  type ListSort,
  NO_FILTERS,
  nextSort,
  SORT_KEY_LABELS,
  SORT_KEYS,
  type SortKey,
  sortApplications,
  stageCounts,
} from '../tracker-view.ts';
import { ListFiltersBar } from './list-filters.tsx';
import { type MoveHandler, StageMenu } from './stage-menu.tsx';

type ListProps = {
  applications: readonly ApplicationSummary[];
  today: string;
  onOpen: (id: number) => void;
  onMove: MoveHandler;
};

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: SortKey;
  sort: ListSort;
  onSort: (key: SortKey) => void;
}) {
  const active = sort.key === column;
  const Icon = !active ? ArrowUpDown : sort.direction === 'ascending' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? sort.direction : 'none'} className="px-3 py-2 text-left font-medium">
      <button
        type="button"
        onClick={() => onSort(column)}
        className="-mx-1 inline-flex items-center gap-1 rounded-sm px-1 whitespace-nowrap hover:text-foreground"
      >
        {SORT_KEY_LABELS[column]}
        <Icon className={cn('size-3.5', !active && 'opacity-60')} aria-hidden="true" />
      </button>
    </th>
  );
}

function DueCell({ application, today }: { application: ApplicationSummary; today: string }) {
  const due = dueText(application.nextStepDue, today);
  if (!due) return <span className="text-muted-foreground">—</span>;
  return (
    <span className={cn(due.status === 'overdue' && 'font-semibold text-destructive')}>
      {application.nextStep && <span className="block">{application.nextStep}</span>}
      {due.text}
    </span>
  );
}

function ApplicationRow({
  application,
  today,
  onOpen,
  onMove,
}: ListProps & { application: ApplicationSummary }) {
  return (
    <tr className="border-t align-top">
      <td className="px-3 py-2">
        <button
          type="button"
          onClick={() => onOpen(application.id)}
          className="rounded-sm text-left font-medium hover:underline"
        >
          {application.title}
          <span className="sr-only"> at {application.company}</span>
        </button>
        {application.location && (
          <span className="block text-xs text-muted-foreground">{application.location}</span>
        )}
      </td>
      <td className="px-3 py-2">{application.company}</td>
      <td className="px-3 py-2 whitespace-nowrap">{STAGE_LABELS[application.stage]}</td>
      <td className="px-3 py-2 whitespace-nowrap">
        {application.appliedAt ? formatDate(application.appliedAt) : '—'}
      </td>
      <td className="px-3 py-2">
        <DueCell application={application} today={today} />
      </td>
      <td className="px-3 py-2 whitespace-nowrap">{formatDate(application.updatedAt)}</td>
      <td className="px-1 py-1">
        <StageMenu application={application} onMove={onMove} />
      </td>
    </tr>
  );
}

/** Every application in a table: sorted by any column, filtered by stage, words and what is due. */
export function ApplicationList(props: ListProps) {
  const { applications, today } = props;
  const [sort, setSort] = useState<ListSort>(DEFAULT_SORT);
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const shown = sortApplications(filterApplications(applications, filters, today), sort);

  return (
    <div className="flex flex-col gap-4">
      <ListFiltersBar filters={filters} counts={stageCounts(applications)} onChange={setFilters} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {shown.length} of {applications.length}{' '}
        {applications.length === 1 ? 'application' : 'applications'}
      </p>
      {shown.length === 0 ? (
        <div className="rounded-xl border border-dashed p-8 text-center">
          <p className="font-medium">No applications match these filters.</p>
          <p className="mt-1 text-sm text-muted-foreground">Change or clear the filters to see more.</p>
        </div>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border bg-card">
          <table className="w-full min-w-[52rem] text-sm">
            <caption className="sr-only">
              Applications, sorted by {SORT_KEY_LABELS[sort.key].toLowerCase()}
            </caption>
            <thead className="bg-muted text-muted-foreground">
              <tr>
                {SORT_KEYS.map((column) => (
                  <SortHeader
                    key={column}
                    column={column}
                    sort={sort}
                    onSort={(key) => setSort((current) => nextSort(current, key))}
                  />
                ))}
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Move</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((application) => (
                <ApplicationRow key={application.id} {...props} application={application} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
