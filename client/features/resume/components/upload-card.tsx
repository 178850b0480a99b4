import { CircleCheck, FileText, LoaderCircle, TriangleAlert, Upload, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type FileError, useDropzone } from 'react-dropzone';
import { Link } from 'wouter';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { failureToast, isPlanLimit, PLANS_LINK } from '#client/lib/failure-toast.ts';
import { toast } from '#client/lib/toast.ts';
import { cn } from '#client/lib/utils.ts';
import type { Resume } from '#common/api/resume.ts';
import { RESUME_MAX_BYTES } from '#common/resume.ts';
import { useUploadResume } from '../api/upload-resume.ts';

/** Upload progress starts at 10 %, rises by 10 every 200 ms up to 90, shows 100 on the answer, then 0. */
const PROGRESS_START = 10;
const PROGRESS_STEP = 10;
const PROGRESS_TICK_MS = 200;
const PROGRESS_CAP = 90;
const PROGRESS_DONE_MS = 600;

const ACCEPTED_TYPES = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
};

/** The drop zone's rejections in the specification's words ('File is larger than N bytes'). */
function rejectionMessage(error: FileError): string {
  if (error.code === 'file-too-large') return `File is larger than ${RESUME_MAX_BYTES} bytes`;
  return error.message;
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function UploadCard({ onUploaded }: { onUploaded: (resume: Resume) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<{ text: string; planLimit: boolean } | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const ticker = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const reset = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stopTicking = () => clearInterval(ticker.current);
  useEffect(
    () => () => {
      clearInterval(ticker.current);
      clearTimeout(reset.current);
    },
    [],
  );

  const upload = useUploadResume({
    onSuccess: (resume) => {
      stopTicking();
      setProgress(100);
      reset.current = setTimeout(() => setProgress(0), PROGRESS_DONE_MS);
      setSucceeded(true);
      toast({
        title: 'Resume uploaded successfully!',
        description: 'AI analysis completed. Your resume has been scored and analyzed.',
      });
      onUploaded(resume);
    },
    onError: (uploadError) => {
      stopTicking();
      setProgress(0);
      setError({ text: uploadError.message, planLimit: isPlanLimit(uploadError) });
      failureToast('Upload failed', uploadError);
    },
  });

  const start = (chosen: File) => {
    clearTimeout(reset.current);
    setFile(chosen);
    setError(null);
    setSucceeded(false);
    setProgress(PROGRESS_START);
    stopTicking();
    ticker.current = setInterval(
      () => setProgress((current) => Math.min(PROGRESS_CAP, current + PROGRESS_STEP)),
      PROGRESS_TICK_MS,
    );
    upload.mutate(chosen);
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPTED_TYPES,
    maxSize: RESUME_MAX_BYTES,
    maxFiles: 1,
    multiple: false,
    disabled: upload.isPending,
    getErrorMessage: rejectionMessage,
    onDrop: (accepted, rejected) => {
      const rejection = rejected[0]?.errors[0];
      if (rejection) {
        setFile(null);
        setSucceeded(false);
        setError({ text: rejection.message, planLimit: false });
        return;
      }
      const [chosen] = accepted;
      if (chosen) start(chosen);
    },
  });

  const clear = () => {
    setFile(null);
    setError(null);
    setSucceeded(false);
    setProgress(0);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Upload Your Resume</CardTitle>
        <CardDescription>
          PDF, DOC or DOCX, up to 5 MB. Your file is analysed as soon as you choose it.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div
          {...getRootProps({
            className: cn(
              'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-6 py-10 text-center transition-colors focus-visible:outline-2 focus-visible:outline-ring',
              isDragActive
                ? 'border-primary bg-accent'
                : 'border-input hover:border-primary/60 hover:bg-muted',
              upload.isPending && 'cursor-not-allowed opacity-60',
            ),
            'aria-label': 'Upload a resume: drag and drop a file here, or press Enter to browse',
          })}
        >
          <input {...getInputProps({ 'aria-label': 'Resume file' })} />
          <Upload className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">
            {isDragActive ? 'Drop your resume here' : 'Drag and drop your resume here'}
          </p>
          <p className="text-sm text-muted-foreground">or click to browse</p>
        </div>

        {file && (
          <div className="flex items-center gap-3 rounded-lg border bg-muted/40 p-3">
            <FileText className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{file.name}</p>
              <p className="text-xs text-muted-foreground">{formatSize(file.size)}</p>
            </div>
            {!upload.isPending && (
              <Button variant="ghost" size="icon" onClick={clear} aria-label={`Clear ${file.name}`}>
                <X aria-hidden="true" />
              </Button>
            )}
          </div>
        )}

        {upload.isPending && (
          <div className="flex flex-col gap-2" aria-live="polite">
            <p className="flex items-center gap-2 text-sm font-medium">
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              Uploading and analyzing...
            </p>
          </div>
        )}
        {progress > 0 && <Progress value={progress} aria-label="Upload progress" />}

        {succeeded && !upload.isPending && (
          <Alert variant="success">
            <CircleCheck aria-hidden="true" />
            <span>File uploaded successfully</span>
          </Alert>
        )}
        {error && (
          <Alert variant="destructive">
            <TriangleAlert aria-hidden="true" />
            <span>
              {error.text}
              {error.planLimit && (
                <>
                  {' '}
                  <Link href={PLANS_LINK.href} className="font-medium underline">
                    {PLANS_LINK.label}
                  </Link>
                </>
              )}
            </span>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
