import { Alert, Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { routePatterns } from '../../../routing/paths';

/** Replaces a finished public form: the success message and a button to login. */
export function SuccessPanel({ message, action }: { message: string; action: string }) {
  return (
    <Stack gap="4">
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Title>{message}</Alert.Title>
      </Alert.Root>
      <Button asChild colorPalette="brand">
        <RouterLink to={routePatterns.login}>{action}</RouterLink>
      </Button>
    </Stack>
  );
}
