/**
 * The "Demo" addon panel in Storybook's manager: the pending change requests of the story on
 * screen, each with Approve, or Reject with a reason, and the decided ones. The preview does the
 * work (./bridge.tsx, the app's control API against the simulator in the story's frame); this side
 * only shows its state, in the story's language, and sends the clicks. It asks again every second
 * while open, so a request the story has just made shows up.
 *
 * No JSX: the manager's bundler compiles JSX for a global `React`, which this file does not name.
 */
import { createElement as h, useEffect, useState, type ReactElement } from 'react';
import { AddonPanel, Button, Form } from 'storybook/internal/components';
import { useChannel } from 'storybook/manager-api';
import { DEMO_EVENTS, type DemoPanelRequest, type DemoPanelState } from './events';

const cardStyle = { border: '1px solid #d9dee3', borderRadius: 4, padding: 8, marginBottom: 8 };
const rowStyle = { display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' as const };

function RequestCard({
  request,
  labels,
  onApprove,
  onReject,
}: {
  request: DemoPanelRequest;
  labels: DemoPanelState['labels'];
  onApprove?: () => void;
  onReject?: (reason: string) => void;
}): ReactElement {
  const [reason, setReason] = useState('');
  return h(
    'article',
    { 'aria-label': request.heading, style: cardStyle },
    h('strong', null, request.heading),
    request.status !== 'pending' ? ` · ${request.statusText}` : null,
    h('p', { style: { margin: '4px 0' } }, request.sentence),
    request.reason ? h('p', { style: { margin: '4px 0' } }, request.reason) : null,
    onApprove && onReject
      ? h(
          'div',
          { style: rowStyle },
          h(Button, { variant: 'solid', size: 'small', onClick: onApprove }, labels.approve),
          h(Form.Input, {
            'aria-label': labels.reason,
            placeholder: labels.reason,
            value: reason,
            onChange: (event: { target: { value: string } }) => setReason(event.target.value),
            style: { maxWidth: 260 },
          }),
          h(
            Button,
            { variant: 'outline', size: 'small', disabled: !reason.trim(), onClick: () => onReject(reason.trim()) },
            labels.reject,
          ),
        )
      : null,
  );
}

function DemoPanelContent(): ReactElement {
  const [state, setState] = useState<DemoPanelState | null>(null);
  const emit = useChannel({ [DEMO_EVENTS.state]: (next: DemoPanelState) => setState(next) });
  useEffect(() => {
    emit(DEMO_EVENTS.request);
    const timer = setInterval(() => emit(DEMO_EVENTS.request), 1000);
    return () => clearInterval(timer);
  }, [emit]);

  // Storybook's own chrome (English) until a story answers in its language.
  if (!state) return h('p', { style: { padding: 12 } }, 'Open a story: the simulator runs in the story preview.');
  const { labels } = state;
  return h(
    'div',
    { style: { padding: 12 } },
    state.error ? h('p', { role: 'alert' }, state.error) : null,
    h(
      'section',
      { 'aria-label': labels.pending },
      h('h3', null, labels.pending),
      state.pending.length === 0 ? h('p', null, labels.noPending) : null,
      ...state.pending.map((request) =>
        h(RequestCard, {
          key: request.id,
          request,
          labels,
          onApprove: () => emit(DEMO_EVENTS.approve, { id: request.id }),
          onReject: (reason: string) => emit(DEMO_EVENTS.reject, { id: request.id, reason }),
        }),
      ),
    ),
    h(
      'section',
      { 'aria-label': labels.history },
      h('h3', null, labels.history),
      state.decided.length === 0 ? h('p', null, labels.noHistory) : null,
      ...state.decided.map((request) => h(RequestCard, { key: request.id, request, labels })),
    ),
    state.remembered > 0
      ? h(
          'p',
          null,
          `${labels.remembered} `,
          h(Button, { variant: 'ghost', size: 'small', onClick: () => emit(DEMO_EVENTS.forget) }, labels.forget),
        )
      : null,
  );
}

export function DemoPanel({ active }: { active: boolean }): ReactElement {
  return h(AddonPanel, { active }, active ? h(DemoPanelContent) : null);
}
