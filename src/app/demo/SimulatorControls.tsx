/**
 * The demo panel's controls over the simulator: its scenario, clock and latency, and injected
 * faults. What replaces the demo's data (scenario, clock) asks first, through `confirm`.
 */
import { Badge, Button, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../design-system/components/FormField';
import { useFormat } from '../../design-system/format/useFormat';
import { control, type SimulatorState } from './control-api';

/** A change the user confirms first: what the dialog says, and what runs on Confirm. */
export interface Confirmation {
  title: string;
  body: string;
  run: () => Promise<unknown>;
}

/** Runs a change at once (the panel says when it is done, or what failed). */
type Act = (run: () => Promise<unknown>) => void;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2" aria-label={title}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function ScenarioSection({
  current,
  scenarios,
  confirm,
}: {
  current: SimulatorState | undefined;
  scenarios: readonly { name: string }[];
  confirm: (confirmation: Confirmation) => void;
}) {
  const { t } = useTranslation('app');
  return (
    <Section title={t('demo.scenario')}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label={t('demo.scenario')}
          value={current?.scenario ?? 'default'}
          onChange={(event) => {
            // Read now: by the time the mutation runs, the controlled select shows the old value again.
            const scenario = event.target.value;
            const name = t(`demo.scenarios.${scenario}`, { defaultValue: scenario });
            confirm({ title: t('demo.confirm.scenarioTitle'), body: t('demo.confirm.scenarioBody', { name }), run: () => control.scenario(scenario) });
          }}
        >
          {scenarios.map((scenario) => (
            <option key={scenario.name} value={scenario.name}>
              {t(`demo.scenarios.${scenario.name}`, { defaultValue: scenario.name })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Section>
  );
}

export function ClockSection({ current, act, confirm }: { current: SimulatorState | undefined; act: Act; confirm: (confirmation: Confirmation) => void }) {
  const { t } = useTranslation('app');
  const format = useFormat();
  const [today, setToday] = useState('');
  const [latency, setLatency] = useState('');
  return (
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
        <Button size="sm" disabled={!today} onClick={() =>
            confirm({
              title: t('demo.confirm.clockTitle'),
              body: t('demo.confirm.clockBody', { today: format.date(today) }),
              run: () => control.reset({ today }),
            })
          }
        >
          {t('demo.applyClock')}
        </Button>
      </HStack>
      <HStack align="flex-end">
        <FormField label={t('demo.latency')}>
          <Input size="sm" type="number" min={0} value={latency} onChange={(e) => setLatency(e.target.value)} />
        </FormField>
        <Button size="sm" disabled={latency === ''} onClick={() => act(() => control.latency(Number(latency)))}>
          {t('demo.apply')}
        </Button>
      </HStack>
    </Section>
  );
}

export function FaultsSection({ current, act }: { current: SimulatorState | undefined; act: Act }) {
  const { t } = useTranslation('app');
  const [faultPath, setFaultPath] = useState('/api/');
  const [faultStatus, setFaultStatus] = useState('500');
  return (
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
        <Button size="sm" onClick={() => act(() => control.addFault({ path: faultPath, status: Number(faultStatus) }))}>
          {t('demo.addFault')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => act(() => control.addFault({ path: faultPath, networkError: true }))}>
          {t('demo.networkError')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => act(() => control.clearFaults())}>
          {t('demo.clearFaults')}
        </Button>
      </HStack>
    </Section>
  );
}
