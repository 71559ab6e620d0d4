import { Alert } from '@chakra-ui/react';

/** A red banner for a failure that belongs to no field. Server text is rendered as text, never HTML. */
export function FormAlert({ title, messages = [] }: { title?: string; messages?: string[] }) {
  if (!title && messages.length === 0) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        {messages.map((message) => (
          <Alert.Description key={message}>{message}</Alert.Description>
        ))}
      </Alert.Content>
    </Alert.Root>
  );
}
