import { Bot, Send } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardIconHeader } from '#client/components/ui/card.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { failureToast } from '#client/lib/failure-toast.ts';

import { cn } from '#client/lib/utils.ts';
import { CHAT_MESSAGE_MAX_LENGTH } from '#common/career.ts';
import { useChatHistory, useSendChat } from '../api/chat.ts';

type Bubble = { key: string; sender: 'user' | 'ai'; content: string };

export const ASSISTANT_GREETING =
  "Hi! I'm your CareerPilot Assistant. Ask me about your resume, interview practice, salary negotiation, the skills to learn next, your job search or changing careers.";

/** A greeting first; the user's message appears at once, the reply on success; Enter without Shift sends. */
export function AssistantChat() {
  const { history } = useChatHistory();
  const [pending, setPending] = useState<Bubble[]>([]);
  const [text, setText] = useState('');
  const log = useRef<HTMLDivElement>(null);
  const send = useSendChat({
    onSuccess: (reply) =>
      setPending((current) => [
        ...current,
        { key: `ai-${current.length}-${Date.now()}`, sender: 'ai', content: reply },
      ]),
    onError: (error) => {
      setPending((current) => {
        const last = current.at(-1);
        if (last?.sender === 'user') setText(last.content);
        return current.slice(0, -1);
      });
      failureToast('Message not sent', error);
    },
  });

  const bubbles: Bubble[] = [
    { key: 'greeting', sender: 'ai', content: ASSISTANT_GREETING },
    ...history.map((message) => ({
      key: `saved-${message.id}`,
      sender: message.sender,
      content: message.content,
    })),
    ...pending,
  ];

  const shownCount = bubbles.length + (send.isPending ? 1 : 0);
  useEffect(() => {
    if (shownCount > 0) log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [shownCount]);

  const submit = () => {
    const message = text.trim();
    if (message === '' || send.isPending) return;
    setPending((current) => [
      ...current,
      { key: `user-${current.length}-${Date.now()}`, sender: 'user', content: message },
    ]);
    setText('');
    send.mutate(message);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Card>
      <CardIconHeader icon={Bot} title="CareerPilot Assistant" />
      <CardContent className="flex flex-col gap-3">
        <div
          ref={log}
          role="log"
          aria-live="polite"
          aria-label="Conversation with the assistant"
          className="flex max-h-96 flex-col gap-3 overflow-y-auto rounded-lg border bg-muted/30 p-3"
        >
          {bubbles.map((bubble) => (
            <p
              key={bubble.key}
              className={cn(
                'max-w-[85%] whitespace-pre-line rounded-lg px-3 py-2 text-sm',
                bubble.sender === 'user'
                  ? 'self-end bg-primary text-primary-foreground'
                  : 'self-start border bg-card',
              )}
              data-sender={bubble.sender}
            >
              {bubble.content}
            </p>
          ))}
          {send.isPending && (
            <p
              className="self-start rounded-lg border bg-card px-3 py-2 text-sm text-muted-foreground"
              role="status"
            >
              <span className="inline-flex gap-1" aria-hidden="true">
                <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground" />
                <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground [animation-delay:150ms]" />
                <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground [animation-delay:300ms]" />
              </span>
              <span className="sr-only">The assistant is typing</span>
            </p>
          )}
        </div>
        <div className="flex items-end gap-2">
          <Textarea
            aria-label="Message the assistant"
            rows={2}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            placeholder="Ask about your resume, interviews, salary, skills or job search…"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button
            onClick={submit}
            disabled={send.isPending || text.trim() === ''}
            aria-label="Send message"
            size="icon"
          >
            <Send aria-hidden="true" />
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
