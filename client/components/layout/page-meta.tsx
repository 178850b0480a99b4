/** React 19 hoists these into the document head; each screen names itself for tabs, history and search. */
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{title === 'CareerPilot' ? title : `${title} | CareerPilot`}</title>
      <meta name="description" content={description} />
    </>
  );
}
