import { PageHeader } from './page-header.tsx';
import { PageMeta } from './page-meta.tsx';

/** A screen whose feature has not landed yet: its heading and what it will be for, nothing pretended. */
export function ScreenPending({ title, description }: { title: string; description: string }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <PageMeta title={title} description={description} />
      <PageHeader title={title} subtitle={description} />
    </div>
  );
}
