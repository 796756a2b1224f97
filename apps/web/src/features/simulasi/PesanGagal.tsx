import { Alert } from '@mantine/core';
import { userMessage } from '../../lib/errors';

/** The reason a simulation could not be loaded, inline (403/404 included: the session stays). */
export function PesanGagal({ error }: { error: unknown }) {
  return (
    <Alert color="red" title="Simulasi tidak dapat dimuat">
      {userMessage(error)}
    </Alert>
  );
}
