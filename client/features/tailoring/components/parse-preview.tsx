import { ScanText, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { KeywordBadges } from '#client/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardIconHeader } from '#client/components/ui/card.tsx';
import type { ParsePreview } from '#common/api/tailoring.ts';
import { keyed } from '../keyed.ts';

const NOT_READ = 'Not found';

function ContactFields({ contact }: { contact: ParsePreview['contact'] }) {
  const fields = [
    ['Name', contact.name],
    ['Email', contact.email],
    ['Phone', contact.phone],
    ['Location', contact.location],
    ['Links', contact.links.length > 0 ? contact.links.join(', ') : null],
  ] as const;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
      {fields.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium">{label}</dt>
          <dd className={value ? 'break-words' : 'text-muted-foreground italic'}>{value ?? NOT_READ}</dd>
        </div>
      ))}
    </dl>
  );
}

function Sections({ sections }: { sections: ParsePreview['sections'] }) {
  if (sections.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">No sections were read: an ATS sees one block of text.</p>
    );
  }
  return (
    <ul className="flex flex-col gap-2">
      {keyed(sections, (section) => section.heading).map(({ key, item: section }) => (
        <li key={key}>
          <details className="rounded-lg border">
            <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring">
              {section.heading || 'Untitled section'}{' '}
              <span className="font-normal text-muted-foreground">
                ({section.lines.length} {section.lines.length === 1 ? 'line' : 'lines'})
              </span>
            </summary>
            <ul className="flex flex-col gap-1 border-t px-3 py-2 text-sm">
              {keyed(section.lines, (line) => line).map(({ key, item: line }) => (
                <li key={key} className="break-words">
                  {line}
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}

function Jobs({ jobs }: { jobs: ParsePreview['jobs'] }) {
  if (jobs.length === 0) {
    return <p className="text-sm text-muted-foreground">No jobs were read from your experience.</p>;
  }
  return (
    <ul className="flex flex-col gap-2">
      {keyed(jobs, (job) => `${job.title} ${job.company} ${job.dates}`).map(({ key, item: job }) => (
        <li key={key} className="rounded-lg border p-3 text-sm">
          <p className="font-medium">
            {job.title ?? (
              <span className="italic text-muted-foreground">Title {NOT_READ.toLowerCase()}</span>
            )}
          </p>
          <p>
            {job.company ?? (
              <span className="italic text-muted-foreground">Employer {NOT_READ.toLowerCase()}</span>
            )}
          </p>
          <p className="text-muted-foreground">{job.dates ?? 'Dates not found'}</p>
        </li>
      ))}
    </ul>
  );
}

function Warnings({ warnings }: { warnings: ParsePreview['warnings'] }) {
  if (warnings.length === 0) {
    return <p className="text-sm text-muted-foreground">Nothing that commonly breaks parsers was found.</p>;
  }
  return (
    <ul className="flex flex-col gap-2">
      {keyed(warnings, (warning) => `${warning.id} ${warning.detail}`).map(({ key, item: warning }) => (
        <li key={key} className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-800" aria-hidden="true" />
          <div className="flex flex-col gap-1">
            <p className="font-medium text-amber-900">{warning.label}</p>
            <p>{warning.detail}</p>
            <p>
              <span className="font-medium">How to fix: </span>
              {warning.fix}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The parse preview: the resume as an applicant tracking system reads it, and what would trip one up. */
export function ParsePreviewCard({ preview }: { preview: ParsePreview }) {
  return (
    <Card data-testid="parse-preview">
      <CardIconHeader icon={ScanText} title="What an ATS Reads">
        <CardDescription>
          Applicant tracking systems read your file into fields. This is what they find; fix anything missing
          or out of place.
        </CardDescription>
      </CardIconHeader>
      <CardContent className="flex flex-col gap-6">
        <Part id="ats-warnings-heading" title={`Warnings (${preview.warnings.length})`}>
          <Warnings warnings={preview.warnings} />
        </Part>
        <Part id="ats-contact-heading" title="Contact">
          <ContactFields contact={preview.contact} />
        </Part>
        <Part id="ats-jobs-heading" title="Jobs">
          <Jobs jobs={preview.jobs} />
        </Part>
        <Part id="ats-skills-heading" title="Skills">
          <KeywordBadges keywords={[...new Set(preview.skills)]} emptyText="No skills were read." />
        </Part>
        <Part id="ats-sections-heading" title="Sections">
          <Sections sections={preview.sections} />
        </Part>
      </CardContent>
    </Card>
  );
}
