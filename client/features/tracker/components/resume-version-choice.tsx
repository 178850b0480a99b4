import { SelectField } from '#client/components/ui/select-field.tsx';
import { useResumes } from '#client/features/resume/api/get-resumes.ts';
import { useResumeTailorings } from '#client/features/tailoring/api/get-resume-tailorings.ts';
import type { Application } from '#common/api/tracker.ts';

/** A select's value for 'none' (a select's value cannot be empty). */
const NONE = 'none';

type Choice = { id: number; label: string };

/** The choices: 'None', then the list, with the application's own choice kept while the list loads or lacks it. */
function choicesWith(list: Choice[], current: Choice | null) {
  const all = current && !list.some((choice) => choice.id === current.id) ? [current, ...list] : list;
  const labels = new Map(all.map((choice) => [String(choice.id), choice.label]));
  return {
    options: [NONE, ...labels.keys()],
    label: (option: string) => (option === NONE ? 'None' : (labels.get(option) ?? option)),
  };
}

const idOf = (option: string) => (option === NONE ? null : Number(option));

/** Which resume version went out with this application, and which of its tailorings. */
export function ResumeVersionChoice({
  application,
  resumeId,
  tailoringId,
  onResumeChange,
  onTailoringChange,
}: {
  application: Application;
  resumeId: number | null;
  tailoringId: number | null;
  onResumeChange: (resumeId: number | null) => void;
  onTailoringChange: (tailoringId: number | null) => void;
}) {
  const { resumes } = useResumes();
  const { tailorings } = useResumeTailorings(resumeId ?? undefined);
  const { resume, tailoring } = application;
  const resumeChoices = choicesWith(
    resumes.map(({ id, fileName }) => ({ id, label: fileName })),
    resume && resume.id === resumeId ? { id: resume.id, label: resume.fileName } : null,
  );
  const tailoringChoices = choicesWith(
    tailorings.map(({ id, title, company, matchRate }) => ({
      id,
      label: `${title}${company ? ` at ${company}` : ''} (${matchRate}% match)`,
    })),
    tailoring && tailoring.id === tailoringId
      ? { id: tailoring.id, label: `${tailoring.title} (${tailoring.matchRate}% match)` }
      : null,
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id="application-resume"
        label="Resume version"
        value={resumeId === null ? NONE : String(resumeId)}
        options={resumeChoices.options}
        optionLabel={resumeChoices.label}
        onChange={(option) => onResumeChange(idOf(option))}
      />
      {resumeId === null ? (
        <p className="self-end text-sm text-muted-foreground">
          Choose the resume version to choose the tailoring used.
        </p>
      ) : (
        <SelectField
          id="application-tailoring"
          label="Tailoring used"
          value={tailoringId === null ? NONE : String(tailoringId)}
          options={tailoringChoices.options}
          optionLabel={tailoringChoices.label}
          onChange={(option) => onTailoringChange(idOf(option))}
        />
      )}
    </div>
  );
}
