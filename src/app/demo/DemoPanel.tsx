/**
 * The demo panel (support staff): sign in as a persona, choose a scenario, the clock and latency,
 * inject faults, approve or reject pending change requests (each told in words with its before and
 * after), see the decided ones with their reasons, and reset. It drives the simulator
 * over HTTP (/__simulator/) and is loaded only when the app runs on the simulator.
 */
import {
  Alert,
  Badge,
  Button,
  CloseButton,
  Drawer,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormField } from '../../design-system/components/FormField';
import { useFormat } from '../../design-system/format/useFormat';
import { notify } from '../../design-system/components/toaster';
import { useLogin } from '../../features/auth/api';
import { ClosePanelContext, PendingRequestCard, StoryCard } from './ChangeRequests';
import { announceChange, control, ControlError, onSimulatorChange } from './control-api';

const demoKeys = {
  all: ['demo'] as const,
  state: () => [...demoKeys.all, 'state'] as const,
  personas: () => [...demoKeys.all, 'personas'] as const,
  scenarios: () => [...demoKeys.all, 'scenarios'] as const,
  pending: () => [...demoKeys.all, 'pending'] as const,
  history: () => [...demoKeys.all, 'history'] as const,
};

/** An answer of the control surface (an error status) is final; network trouble is tried once more, as for the API. */
const retryControl = (failureCount: number, error: Error) => !(error instanceof ControlError) && failureCount < 1;

/** Every second, once loaded: a first load that failed waits for Try again instead. */
const everySecond = (query: { state: { status: string; data: unknown } }) =>
  query.state.status === 'error' && query.state.data === undefined ? false : 1000;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" gap="2" aria-label={title}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function DemoPanelContent() {
  const { t } = useTranslation('app');
  const format = useFormat();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const login = useLogin();
  const state = useQuery({ queryKey: demoKeys.state(), queryFn: control.state, retry: retryControl });
  const personas = useQuery({ queryKey: demoKeys.personas(), queryFn: control.personas, staleTime: Infinity, retry: retryControl });
  const scenarios = useQuery({ queryKey: demoKeys.scenarios(), queryFn: control.scenarios, staleTime: Infinity, retry: retryControl });
  // Requests made on the screen beside the panel show up within a second.
  const pending = useQuery({
    queryKey: demoKeys.pending(),
    queryFn: () => control.described('pending'),
    refetchInterval: everySecond,
    retry: retryControl,
  });
  const history = useQuery({
    queryKey: demoKeys.history(),
    queryFn: () => control.described('all'),
    refetchInterval: everySecond,
    retry: retryControl,
  });
  // Newest decisions first.
  const decided = (history.data ?? []).filter((story) => story.request.status !== 'pending').reverse();
  const [today, setToday] = useState('');
  const [latency, setLatency] = useState('');
  const [faultPath, setFaultPath] = useState('/api/');
  const [faultStatus, setFaultStatus] = useState('500');

  // Data changed here or in another tab: everything the app shows is refetched.
  const refreshAll = () => {
    announceChange();
    void queryClient.invalidateQueries();
  };

  const act = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: () => {
      refreshAll();
      notify.success(t('demo.done'));
    },
    onError: (error) => notify.error(error instanceof Error ? error.message : t('errors.generic')),
  });

  // The panel is shown once everything it reads has loaded; a first load that failed says so, with a retry.
  const reads = [state, personas, scenarios, pending, history];
  const failed = reads.filter((read) => read.isLoadingError);
  if (failed.length > 0) {
    const error = failed[0]!.error;
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('demo.loadFailed')}</Alert.Title>
          {error instanceof ControlError && error.detail ? <Alert.Description>{error.detail}</Alert.Description> : null}
        </Alert.Content>
        <Button
          size="sm"
          variant="outline"
          loading={failed.some((read) => read.isFetching)}
          onClick={() => failed.forEach((read) => void read.refetch())}
        >
          {t('demo.retry')}
        </Button>
      </Alert.Root>
    );
  }
  if (reads.some((read) => read.isPending)) {
    return (
      <HStack role="status" aria-label={t('demo.loading')} gap="2">
        <Spinner size="sm" />
        <Text fontSize="sm">{t('demo.loading')}</Text>
      </HStack>
    );
  }

  const current = state.data;
  // A refresh that fails after the first load keeps the last answer on screen, and says it may be old.
  const stale = reads.filter((read) => read.isRefetchError);
  return (
    <Stack gap="6">
      {stale.length > 0 ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('demo.refreshFailed')}</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" loading={stale.some((read) => read.isFetching)} onClick={() => stale.forEach((read) => void read.refetch())}>
            {t('demo.retry')}
          </Button>
        </Alert.Root>
      ) : null}
      <Section title={t('demo.signInAs')}>
        <HStack wrap="wrap" gap="2">
          {(personas.data ?? []).map((persona) => (
            <Button
              key={persona.username}
              size="sm"
              variant="outline"
              onClick={() =>
                login.mutate(
                  { username: persona.username, password: 'demo' },
                  { onSuccess: () => navigate('/', { replace: true }) },
                )
              }
            >
              {persona.username}
            </Button>
          ))}
        </HStack>
      </Section>

      <Section title={t('demo.scenario')}>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label={t('demo.scenario')}
            value={current?.scenario ?? 'default'}
            onChange={(event) => {
              // Read now: by the time the mutation runs, the controlled select shows the old value again.
              const scenario = event.target.value;
              act.mutate(() => control.scenario(scenario));
            }}
          >
            {(scenarios.data ?? []).map((scenario) => (
              <option key={scenario.name} value={scenario.name}>
                {t(`demo.scenarios.${scenario.name}`, { defaultValue: scenario.name })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Section>

      <Section title={t('demo.clockAndLatency')}>
        <Text fontSize="sm" color="fg.muted">
          {t('demo.current', {
            today: current?.today ? format.date(current.today) : '…',
            latency: format.count(current?.effectiveLatencyMs ?? 0),
          })}
        </Text>
        <HStack align="flex-end">
          <FormField label={t('demo.today')}>
            <Input size="sm" type="date" value={today} onChange={(e) => setToday(e.target.value)} />
          </FormField>
          <Button size="sm" disabled={!today} onClick={() => act.mutate(() => control.reset({ today }))}>
            {t('demo.applyClock')}
          </Button>
        </HStack>
        <HStack align="flex-end">
          <FormField label={t('demo.latency')}>
            <Input size="sm" type="number" min={0} value={latency} onChange={(e) => setLatency(e.target.value)} />
          </FormField>
          <Button size="sm" disabled={latency === ''} onClick={() => act.mutate(() => control.latency(Number(latency)))}>
            {t('demo.apply')}
          </Button>
        </HStack>
      </Section>

      <Section title={t('demo.faults')}>
        {(current?.faults ?? []).map((fault) => (
          <Text key={fault.id} fontSize="sm">
            <Badge colorPalette="red" mr="2">
              {fault.networkError ? t('demo.networkError') : (fault.status ?? fault.delay)}
            </Badge>
            {fault.method ?? '*'} {fault.path} ({t('demo.hits', { count: fault.hits })})
          </Text>
        ))}
        <HStack align="flex-end">
          <FormField label={t('demo.faultPath')}>
            <Input size="sm" value={faultPath} onChange={(e) => setFaultPath(e.target.value)} />
          </FormField>
          <FormField label={t('demo.faultStatus')}>
            <Input size="sm" type="number" min={400} max={599} value={faultStatus} onChange={(e) => setFaultStatus(e.target.value)} w="24" />
          </FormField>
        </HStack>
        <HStack>
          <Button size="sm" onClick={() => act.mutate(() => control.addFault({ path: faultPath, status: Number(faultStatus) }))}>
            {t('demo.addFault')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => act.mutate(() => control.addFault({ path: faultPath, networkError: true }))}>
            {t('demo.networkError')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => act.mutate(() => control.clearFaults())}>
            {t('demo.clearFaults')}
          </Button>
        </HStack>
      </Section>

      <Section title={t('demo.pending')}>
        {pending.data?.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('demo.noPending')}
          </Text>
        ) : null}
        {(pending.data ?? []).map((story) => (
          <PendingRequestCard
            key={story.request.id}
            story={story}
            onApprove={() => act.mutate(() => control.approve(story.request.id))}
            onReject={(reason) => act.mutate(() => control.reject(story.request.id, reason))}
          />
        ))}
      </Section>

      <Section title={t('demo.history')}>
        {decided.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('demo.noHistory')}
          </Text>
        ) : null}
        {decided.map((story) => (
          <StoryCard key={story.request.id} story={story} />
        ))}
      </Section>

      <Button colorPalette="red" variant="outline" onClick={() => act.mutate(() => control.reset())}>
        {t('demo.reset')}
      </Button>
    </Stack>
  );
}

/** A floating button that opens the panel. Other tabs refetch when the simulator changes. */
export function DemoPanel() {
  const { t } = useTranslation('app');
  const queryClient = useQueryClient();
  useEffect(() => onSimulatorChange(() => void queryClient.invalidateQueries()), [queryClient]);
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root placement="end" size="md" open={open} onOpenChange={(e) => setOpen(e.open)}>
      <Drawer.Trigger asChild>
        <Button position="fixed" bottom="4" left="4" zIndex="banner" size="sm" colorPalette="purple" shadow="md">
          {t('demo.open')}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('demo.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <ClosePanelContext.Provider value={() => setOpen(false)}>
                <DemoPanelContent />
              </ClosePanelContext.Provider>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('demo.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
