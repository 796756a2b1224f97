import { Center, Loader, Stack, Text } from '@mantine/core';

/** Inside the frame while a screen's code or data loads. */
export function PageLoader() {
  return (
    <Center py="xl">
      <Loader size="sm" role="status" aria-label="Memuat" />
    </Center>
  );
}

/** The whole-screen wait while settings load after sign-in (PLT-03). */
export function WaitScreen({ text = 'Mohon tunggu...' }: { text?: string }) {
  return (
    <Center h="100dvh">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed" role="status">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}
