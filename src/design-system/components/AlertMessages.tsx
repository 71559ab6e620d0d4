import { Alert, chakra } from '@chakra-ui/react';

export interface AlertMessagesProps {
  /** The messages, each its own line; none renders nothing. */
  messages: readonly string[];
  /**
   * error: what stopped a save (announced at once); warning: what the user should know first;
   * info: what the form did for the user (a polite status).
   */
  status: 'error' | 'warning' | 'info';
  /** A heading above the messages, which are then a list. */
  title?: string;
  size?: 'sm' | 'md';
  testId?: string;
}

/**
 * A form's or an editor's messages in one box: the server's non-field errors of a failed save, or
 * the warnings to read before a submit. Server text is rendered as text, never as HTML.
 */
export function AlertMessages({ messages, status, title, size, testId }: AlertMessagesProps) {
  if (messages.length === 0) return null;
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : status === 'info' ? 'status' : undefined} size={size} data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        {title ? (
          <>
            <Alert.Title>{title}</Alert.Title>
            <Alert.Description>
              <chakra.ul ps="4">
                {messages.map((text) => (
                  <chakra.li key={text}>{text}</chakra.li>
                ))}
              </chakra.ul>
            </Alert.Description>
          </>
        ) : (
          messages.map((text) => <Alert.Description key={text}>{text}</Alert.Description>)
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
