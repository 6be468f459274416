import { Bot, Send } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import { ActionMessage } from "~/components/action-message";
import { inputClassName } from "~/components/form-field";
import { CHAT_MESSAGE_MAX_LENGTH, historyOf } from "~/features/lab/chat-history";
import { type ChatMessage, GREETING, QUICK_QUESTIONS, sendMessage } from "~/features/lab/chat-replies";
import { PRODUCT_NAME } from "~/lib/product";
import type { ToastInput } from "~/vocabulary";

import { HiddenFields } from "./hidden-fields";
import { cardClassName, panelHeadingClassName, panelIntroClassName } from "./styles";

const chipClassName =
  "inline-flex min-h-9 items-center rounded-full border border-teal-700 bg-white px-3 py-1.5 text-sm font-medium " +
  "text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 " +
  "focus-visible:outline-teal-700";

/** The chip a form was submitted with, if any (it names the question it sends). */
function chipQuestion(event: FormEvent<HTMLFormElement>): string | null {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter instanceof HTMLButtonElement && submitter.name === "question" ? submitter.value : null;
}

/**
 * Assistant: a chat with canned replies, sent with the Send button, Enter or a quick-question chip.
 * Both are forms posting to the lab's action with the conversation so far, so without JavaScript the
 * server answers by the same rules; with it, the reply is appended here.
 */
export function AssistantPanel({
  action,
  initialMessages = [GREETING],
  error,
}: {
  /** Where the forms post without JavaScript (the lab, on this tab). */
  action: string;
  /** The conversation the server answered with, after a form posted without JavaScript. */
  initialMessages?: readonly ChatMessage[];
  /** Why the server refused a form. */
  error?: ToastInput;
}) {
  const [messages, setMessages] = useState(initialMessages);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const history = historyOf(messages).map((content) => ["history", content] as const);

  // Keep the newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages]);

  const sendTyped = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = inputRef.current;
    if (!input) return;
    const next = sendMessage(messages, input.value);
    if (next === messages) return; // blank input is ignored
    setMessages(next);
    input.value = "";
  };

  const sendChip = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const question = chipQuestion(event);
    if (question !== null) setMessages((current) => sendMessage(current, question));
  };

  return (
    <section aria-labelledby="assistant-heading">
      <h2 id="assistant-heading" className={panelHeadingClassName}>
        {PRODUCT_NAME} Assistant
      </h2>
      <p className={panelIntroClassName}>
        Ask about sustainability, performance or the technology inside. Answers are instant and pre-written.
      </p>

      <div className={`mt-6 ${cardClassName}`}>
        <div
          ref={logRef}
          role="log"
          aria-live="polite"
          aria-label="Conversation"
          tabIndex={0}
          className="grid max-h-96 gap-3 overflow-y-auto rounded-lg bg-slate-50 p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
        >
          {messages.map((message, index) => (
            <div
              key={index}
              className={
                "max-w-[85%] rounded-2xl px-4 py-2.5 text-sm " +
                (message.role === "user"
                  ? "justify-self-end bg-teal-700 text-white"
                  : "justify-self-start border border-slate-200 bg-white text-slate-800")
              }
            >
              <span className="sr-only">{message.role === "user" ? "You: " : "Assistant: "}</span>
              {message.role === "assistant" ? (
                <Bot aria-hidden="true" className="mr-1.5 inline size-4 align-text-bottom text-teal-700" />
              ) : null}
              {message.content}
            </div>
          ))}
        </div>

        <ActionMessage message={error} className="mt-4" />

        {/* A form of its own, so Enter in the question field sends the field, not the first chip. */}
        <form method="post" action={action} onSubmit={sendChip}>
          <HiddenFields fields={history} />
          <div role="group" aria-label="Quick questions" className="mt-4 flex flex-wrap gap-2">
            {QUICK_QUESTIONS.map((question) => (
              <button key={question} type="submit" name="question" value={question} className={chipClassName}>
                {question}
              </button>
            ))}
          </div>
        </form>

        <form method="post" action={action} onSubmit={sendTyped} className="mt-4">
          <HiddenFields fields={history} />
          <label htmlFor="chat-message" className="text-sm font-semibold text-slate-800">
            Your question
          </label>
          <div className="mt-1.5 flex gap-2">
            <input
              ref={inputRef}
              id="chat-message"
              name="message"
              type="text"
              autoComplete="off"
              maxLength={CHAT_MESSAGE_MAX_LENGTH}
              placeholder="Ask a question…"
              className={`${inputClassName} min-w-0 flex-1`}
            />
            <Button type="submit">
              <Send aria-hidden="true" className="size-4" />
              Send
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
