import { BadgeCheck, Lightbulb } from 'lucide-react';
import { Card, CardContent, CardIconHeader } from '#client/components/ui/card.tsx';

const QUICK_TIPS = [
  'Keep to one column: applicant tracking systems read straight across the page.',
  'Start every bullet with a strong verb such as Led, Built or Reduced.',
  'Put a number on each result: how many, how much, how fast.',
  'Use the words of the job you want, in your bullets as well as your skills list.',
  'Keep it to one or two pages, most recent and relevant first.',
];

const REASONS = [
  'See your resume the way applicant tracking software reads it.',
  'Get line-by-line advice that quotes your own words.',
  'Find the skills your target role expects that your resume leaves out.',
  'Track how your score improves with every version.',
];

function TipCard({ title, icon: Icon, items }: { title: string; icon: typeof Lightbulb; items: string[] }) {
  return (
    <Card>
      <CardIconHeader icon={Icon} title={title} small />
      <CardContent>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-muted-foreground">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function ResumeSidebar() {
  return (
    <>
      <TipCard title="Quick Tips" icon={Lightbulb} items={QUICK_TIPS} />
      <TipCard title="Why Use AI Analysis?" icon={BadgeCheck} items={REASONS} />
    </>
  );
}
