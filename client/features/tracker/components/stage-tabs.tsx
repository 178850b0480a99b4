import { useEffect, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import type { ApplicationSummary } from '#common/api/tracker.ts';
import { APPLICATION_STAGES, type ApplicationStage } from '#common/tracker.ts';
import { groupByStage } from '../tracker-view.ts';
import { ApplicationCard, type CardProps } from './application-card.tsx';
import { useRequestedCard } from './card-focus.tsx';
import { StageCount } from './stage-count.tsx';

type StageTabsProps = Omit<CardProps, 'application'> & { applications: readonly ApplicationSummary[] };

/** On a phone: one stage at a time, chosen by its tab; cards move by their stage menu. */
export function StageTabs({ applications, ...cardProps }: StageTabsProps) {
  const groups = groupByStage(applications);
  const [shown, setShown] = useState<ApplicationStage>(
    () => APPLICATION_STAGES.find((stage) => groups[stage].length > 0) ?? 'saved',
  );
  const requestedStage = useRequestedCard()?.stage;

  // A card just moved or added is followed to its stage, where it takes focus.
  useEffect(() => {
    if (requestedStage) setShown(requestedStage);
  }, [requestedStage]);

  return (
    <Tabs value={shown} onValueChange={(stage) => setShown(stage as ApplicationStage)}>
      <TabsList aria-label="Stages" className="h-auto grid-cols-2 gap-1 sm:grid-cols-4">
        {APPLICATION_STAGES.map((stage) => (
          <TabsTrigger key={stage} value={stage}>
            <StageCount stage={stage} count={groups[stage].length} />
          </TabsTrigger>
        ))}
      </TabsList>
      {APPLICATION_STAGES.map((stage) => (
        <TabsContent key={stage} value={stage} className="mt-4">
          {groups[stage].length === 0 ? (
            <p className="text-sm text-muted-foreground">No applications here.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {groups[stage].map((application) => (
                <li key={application.id}>
                  <ApplicationCard application={application} Heading="h2" {...cardProps} />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
