import { useLayoutEffect, useRef, useState } from 'react';
import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeError, fieldMessagesOf, type AnyApiError } from './errors';

/** Text on the page outside `except` (the alert itself), as a person can read it. */
function textOutside(root: Node, except: Node): string {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (except.contains(node) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  let text = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) text += `${node.textContent ?? ''}\n`;
  return text;
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * The error of a whole form, announced to screen readers. A 422 names fields; a form shows the
 * messages of its own fields beside them. A message the page does not show anywhere (the service
 * refused a field the form has no input for) is written here, so every refusal is read in words
 * on the screen that caused it (docs/console.md, "Errors").
 */
export function FormError({ error }: { error: AnyApiError }) {
  const { t, i18n } = useTranslation();
  const text = describeError(error, t);
  const alert = useRef<HTMLDivElement>(null);
  const [unshown, setUnshown] = useState<{ missing: string[]; of: number }>({ missing: [], of: 0 });
  // After the form has rendered its field messages (same commit): which of the service's the page shows nowhere.
  useLayoutEffect(() => {
    const messages = fieldMessagesOf(error);
    const own = alert.current;
    const page = own && messages.length > 0 ? textOutside(document.body, own) : null;
    const missing = page === null ? [] : messages.filter((message) => !page.includes(message));
    setUnshown((previous) => (sameList(previous.missing, missing) && previous.of === messages.length ? previous : { missing, of: messages.length }));
  }, [error, i18n.language]);
  if (!text) return null;
  const alone = unshown.missing.length > 0 && unshown.missing.length === unshown.of;
  return (
    <Alert color="red" role="alert" data-testid="form-error" ref={alert}>
      {alone && unshown.missing.length === 1 ? (
        sentence(unshown.missing[0])
      ) : (
        <>
          {alone ? null : text}
          {unshown.missing.length > 0 && (
            <List size="sm" data-testid="form-error-fields">
              {unshown.missing.map((message) => (
                <List.Item key={message}>{sentence(message)}</List.Item>
              ))}
            </List>
          )}
        </>
      )}
    </Alert>
  );
}

/** A field message on its own reads as a sentence: capital first letter (Arabic has none), a full stop. */
function sentence(message: string): string {
  const capital = message.charAt(0).toLocaleUpperCase() + message.slice(1);
  return /[.!?؟]$/.test(capital) ? capital : `${capital}.`;
}
