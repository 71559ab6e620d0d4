/**
 * The preview's side of Storybook's demo panel (docs/decisions/): it answers the manager's panel
 * (./Panel.ts) over Storybook's channel, with the app's own demo code: the control API over
 * /__simulator/ (msw answers it in this frame), and the app's sentences for each request.
 *
 * An approval or rejection made in the panel is remembered for the tab's session (in memory and in
 * the frame's session storage, since the static build may reload the frame between stories) and
 * applied again, to the same seeded request, after a story's loaders reset the simulator (another
 * story, a re-render, a changed global), so the zone screens keep showing it until "Forget
 * decisions" or the tab closes. The decorator waits for that before the story renders. Stories under test never see a
 * decision: nothing sends one there.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import type { TFunction } from 'i18next';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addons } from 'storybook/preview-api';
import { changeRequestHeading, describeChangeRequest } from '../../src/app/demo/ChangeRequests';
import { control, type ChangeRequestStory } from '../../src/app/demo/control-api';
import {
  DEMO_EVENTS,
  type DemoDecision,
  type DemoPanelRequest,
  type DemoPanelState,
} from './events';

interface Remembered {
  /** The request as seeded: the same id, kind, action, owner and creation time after a reset. */
  fingerprint: string;
  id: number;
  verdict: 'approve' | 'reject';
  reason?: string;
}

/** Kept in the preview frame's session storage too: the static build may reload the frame between stories. */
const STORAGE_KEY = 'partner-portal/demo-panel/decisions';

function load(): Remembered[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Remembered[]) : [];
  } catch {
    return [];
  }
}

function save(): void {
  try {
    if (remembered.length === 0) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify(remembered));
  } catch {
    // Storage unavailable: the decisions last as long as this frame.
  }
}

const remembered: Remembered[] = load();
let current: { t: TFunction<'app'>; queryClient: QueryClient } | null = null;
let lastError: string | null = null;
/** Whether the manager's panel has asked for the state: until then (always under test) nothing is fetched for it. */
let panelAsked = false;

function fingerprint({ request }: ChangeRequestStory): string {
  return [
    request.id,
    request.kind,
    request.action,
    request.area,
    request.ownerId,
    request.createdAt,
  ].join('|');
}

function channel() {
  return addons.hasChannel() ? addons.getChannel() : null;
}

function toPanel(t: TFunction<'app'>, story: ChangeRequestStory): DemoPanelRequest {
  return {
    id: story.request.id,
    heading: changeRequestHeading(t, story),
    sentence: describeChangeRequest(t, story),
    status: story.request.status,
    statusText: t(`demo.status.${story.request.status}`),
    reason: story.request.reason,
  };
}

async function publish(): Promise<void> {
  const target = channel();
  if (!target || !current || !panelAsked) return;
  const { t } = current;
  let stories: ChangeRequestStory[] = [];
  try {
    stories = await control.described('all');
  } catch (error) {
    lastError = error instanceof Error ? error.message : String(error);
  }
  const state: DemoPanelState = {
    ready: true,
    labels: {
      pending: t('demo.pending'),
      noPending: t('demo.noPending'),
      history: t('demo.history'),
      noHistory: t('demo.noHistory'),
      approve: t('demo.approve'),
      reject: t('demo.reject'),
      reason: t('demo.reason'),
      openStory: t('demo.storybook.openStory'),
      remembered: t('demo.storybook.remembered', { number: remembered.length }),
      forget: t('demo.storybook.forget'),
    },
    pending: stories
      .filter((story) => story.request.status === 'pending')
      .map((story) => toPanel(t, story)),
    // Newest decisions first, as in the app's panel.
    decided: stories
      .filter((story) => story.request.status !== 'pending')
      .reverse()
      .map((story) => toPanel(t, story)),
    remembered: remembered.length,
    error: lastError,
  };
  target.emit(DEMO_EVENTS.state, state);
}

/** Approves or rejects a request and remembers it, then the story refetches what it shows. */
async function decide(verdict: 'approve' | 'reject', { id, reason }: DemoDecision): Promise<void> {
  lastError = null;
  try {
    const story = (await control.described('pending')).find(
      (candidate) => candidate.request.id === id,
    );
    if (verdict === 'approve') await control.approve(id);
    else await control.reject(id, reason ?? '');
    if (story)
      remembered.push({
        fingerprint: fingerprint(story),
        id,
        verdict,
        ...(reason ? { reason } : {}),
      });
    await current?.queryClient.invalidateQueries();
  } catch (error) {
    lastError = error instanceof Error ? error.message : String(error);
  }
  await publish();
}

/** After a reset: the remembered decisions whose request is pending again are made again. */
export async function reapply(): Promise<void> {
  if (remembered.length === 0) return;
  const pending = await control.described('pending');
  for (const story of pending) {
    const decision = remembered.find((candidate) => candidate.fingerprint === fingerprint(story));
    if (!decision) continue;
    if (decision.verdict === 'approve') await control.approve(decision.id);
    else await control.reject(decision.id, decision.reason ?? '');
  }
}

let listening = false;
function listen(): void {
  const target = channel();
  if (listening || !target) return;
  listening = true;
  target.on(DEMO_EVENTS.request, () => {
    panelAsked = true;
    void publish();
  });
  target.on(DEMO_EVENTS.approve, (decision: DemoDecision) => void decide('approve', decision));
  target.on(DEMO_EVENTS.reject, (decision: DemoDecision) => void decide('reject', decision));
  target.on(DEMO_EVENTS.forget, () => {
    remembered.length = 0;
    save();
    void publish();
  });
}

function DemoPanelBridge({ loaded, children }: { loaded: unknown; children: ReactNode }) {
  const { t } = useTranslation('app');
  const queryClient = useQueryClient();
  // Nothing to re-apply (always so under test): the story renders at once.
  const [ready, setReady] = useState(remembered.length === 0);
  useEffect(() => {
    current = { t, queryClient };
    listen();
  }, [t, queryClient]);
  // Each run of the loaders (a new `loaded`) has reset the simulator: re-apply, then tell the panel.
  useEffect(() => {
    let live = true;
    const hadDecisions = remembered.length > 0;
    reapply()
      .catch((error: unknown) => {
        lastError = error instanceof Error ? error.message : String(error);
      })
      .then(async () => {
        if (!live) return;
        setReady(true);
        if (hadDecisions) await queryClient.invalidateQueries();
        await publish();
      });
    return () => {
      live = false;
    };
  }, [loaded, queryClient]);
  return ready ? children : null;
}

/** Inside the app's providers (listed before withApp in preview.tsx's decorators). */
export const withDemoPanel: Decorator = (Story, context) => (
  <DemoPanelBridge loaded={context.loaded}>
    <Story />
  </DemoPanelBridge>
);
