/**
 * The demo panel (support staff): sign in as a persona, choose a scenario, the clock and latency,
 * inject faults, approve or reject pending change requests (each told in words with its before and
 * after), see the decided ones with their reasons, and reset. It drives the simulator
 * over HTTP (/__simulator/) and is loaded only when the app runs on the simulator.
 */
import { Alert, Badge, Button, CloseButton, Drawer, HStack, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useOneWrite } from '../../api/one-write';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../design-system/components/ConfirmDialog';
import { useFormat } from '../../design-system/format/useFormat';
import { notify } from '../../design-system/components/toaster';
import { registerToastAction } from '../../design-system/components/toast-actions';
import { useLogin } from '../../features/auth/api';
import { useDemoDock } from '../layout/demo-dock';
import { ClosePanelContext, PendingRequestCard, StoryCard } from './ChangeRequests';
import { announceChange, control, ControlError, onSimulatorChange } from './control-api';
import { everySecond, panelReads, usePendingCount } from './panel-reads';
import { ClockSection, FaultsSection, ScenarioSection, Section, type Confirmation } from './SimulatorControls';
import { ScreensProvider } from '../../design-system/theme/ScreensProvider';

/** The card of the newest pending request (the highest id) in the panel, once shown. */
function newestPendingCard(): HTMLElement | null {
  const cards = [...document.querySelectorAll<HTMLElement>('[data-pending-requests] article[data-request-id]')];
  return cards.reduce<HTMLElement | null>(
    (newest, card) => (!newest || Number(card.dataset.requestId) > Number(newest.dataset.requestId) ? card : newest),
    null,
  );
}

/**
 * The panel's content. `showNewest` (a number that changes each time it is asked) brings the newest
 * pending request into view and focus, as the toast's "Approve in the demo panel" asks.
 */
export function DemoPanelContent({ showNewest }: { showNewest?: number } = {}) {
  const { t } = useTranslation('app');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const login = useLogin();
  // The panel's own reads never cover the screen: it shows its own spinner while they load.
  const state = useQuery(panelReads.state);
  const personas = useQuery(panelReads.personas);
  const scenarios = useQuery(panelReads.scenarios);
  // Requests made on the screen beside the panel show up within a second.
  const pending = useQuery({ ...panelReads.pending, refetchInterval: everySecond });
  const history = useQuery({ ...panelReads.history, refetchInterval: everySecond });
  const [shownNewest, setShownNewest] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (showNewest === undefined || showNewest === shownNewest || !pending.data?.length) return;
    const card = newestPendingCard();
    if (!card) return;
    setShownNewest(showNewest);
    card.scrollIntoView({ block: 'center' });
    // After the drawer's own first focus (its close button), which may come a frame later.
    requestAnimationFrame(() => card.focus());
  }, [showNewest, shownNewest, pending.data]);
  // Newest decisions first.
  const decided = (history.data ?? []).filter((story) => story.request.status !== 'pending').reverse();
  // Reset, scenario and clock replace what the demo shows: each asks first.
  const [confirming, setConfirming] = useState<Confirmation | null>(null);

  // Data changed here or in another tab: everything the app shows is refetched.
  const refreshAll = () => {
    announceChange();
    void queryClient.invalidateQueries();
  };

  // One write per intent: a second press of the same action (one key per request, section or
  // confirmation) is refused while the first is in flight.
  const act = useOneWrite(
    {
      mutationFn: ({ run }: { key: string; run: () => Promise<unknown> }) => run(),
      onSuccess: () => {
        refreshAll();
        notify.success(t('demo.done'));
      },
      onError: (error) => notify.error(error instanceof Error ? error.message : t('errors.generic')),
    },
    ({ key }) => key,
  );

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
      <Section title={t('demo.pending')}>
        {pending.data?.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('demo.noPending')}
          </Text>
        ) : null}
        <Stack gap="2" data-pending-requests="">
          {(pending.data ?? []).map((story) => (
            <PendingRequestCard
              key={story.request.id}
              story={story}
              onApprove={() => act.mutate({ key: `decide:${story.request.id}`, run: () => control.approve(story.request.id) })}
              onReject={(reason) => act.mutate({ key: `decide:${story.request.id}`, run: () => control.reject(story.request.id, reason) })}
            />
          ))}
        </Stack>
      </Section>

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

      <ScenarioSection current={current} scenarios={scenarios.data ?? []} confirm={setConfirming} />
      <ClockSection current={current} act={(run) => act.mutate({ key: 'clock', run })} confirm={setConfirming} />
      <FaultsSection current={current} act={(run) => act.mutate({ key: 'faults', run })} />

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

      <Button
        colorPalette="red"
        variant="outline"
        onClick={() => setConfirming({ title: t('demo.confirm.resetTitle'), body: t('demo.confirm.resetBody'), run: () => control.reset() })}
      >
        {t('demo.reset')}
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={confirming?.title ?? ''}
        body={confirming?.body}
        confirmLabel={t('demo.confirm.go')}
        destructive
        onConfirm={() => (confirming ? act.mutateAsync({ key: 'confirm', run: confirming.run }) : undefined)}
      />
    </Stack>
  );
}

/**
 * The button that opens the panel, with a badge counting the requests that wait for approval. It
 * docks in the top bar where the layout gives it a place (never over content), and floats at the
 * bottom left on the public pages. Other tabs refetch when the simulator changes.
 */
export function DemoPanel() {
  const { t } = useTranslation('app');
  const format = useFormat();
  const queryClient = useQueryClient();
  useEffect(() => onSimulatorChange(() => void queryClient.invalidateQueries()), [queryClient]);
  const [open, setOpen] = useState(false);
  const [showNewest, setShowNewest] = useState<number | undefined>(undefined);
  const dock = useDemoDock();
  // A change request sent on the screen: its toast offers to approve it here.
  useEffect(
    () =>
      registerToastAction('change-request-sent', () => ({
        label: t('demo.approveInPanel'),
        onClick: () => {
          // The panel opens with its data in place, so the request can take the drawer's first focus.
          const { state, personas, scenarios, pending, history } = panelReads;
          void Promise.allSettled([
            queryClient.fetchQuery(state),
            queryClient.fetchQuery(personas),
            queryClient.fetchQuery(scenarios),
            queryClient.fetchQuery(pending),
            queryClient.fetchQuery(history),
          ]).then(() => {
            setShowNewest(Date.now());
            setOpen(true);
          });
        },
      })),
    [t, queryClient],
  );
  const count = usePendingCount();
  const trigger = (
    <Drawer.Trigger asChild>
      <Button
        size="sm"
        colorPalette="purple"
        aria-label={count > 0 ? t('demo.openWithPending', { count }) : undefined}
        {...(dock ? { variant: 'subtle' } : { position: 'fixed', bottom: '4', left: '4', zIndex: 'banner', shadow: 'md' })}
      >
        {t('demo.open')}
        {count > 0 ? (
          <Badge colorPalette="red" variant="solid" borderRadius="full" aria-hidden="true" data-testid="demo-pending-count">
            {format.count(count)}
          </Badge>
        ) : null}
      </Button>
    </Drawer.Trigger>
  );
  // The panel is outside the signed-in layout (it shows on the public pages too): it brings the
  // screens' system for its drawer, badges and tables.
  return (
    <ScreensProvider>
    <Drawer.Root
      placement="end"
      size="md"
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      // Opened from a toast: the newest pending request takes the first focus when it is already shown.
      initialFocusEl={() => (showNewest === undefined ? null : newestPendingCard())}
    >
      {dock ? createPortal(trigger, dock) : trigger}
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('demo.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <ClosePanelContext.Provider value={() => setOpen(false)}>
                <DemoPanelContent showNewest={showNewest} />
              </ClosePanelContext.Provider>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('demo.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
    </ScreensProvider>
  );
}
