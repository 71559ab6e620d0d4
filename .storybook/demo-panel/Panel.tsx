/**
 * The "Demo" addon panel in Storybook's manager: the pending change requests of the story on
 * screen, each with Approve, or Reject with a reason, and the decided ones. The preview does the
 * work (./bridge.tsx, the app's control API against the simulator in the story's frame); this side
 * only shows its state, in the story's language, and sends the clicks. It asks again every second
 * while open, so a request the story has just made shows up.
 */
import { useEffect, useState } from 'react';
import { AddonPanel, Button, Form } from 'storybook/internal/components';
import { useChannel } from 'storybook/manager-api';
import { DEMO_EVENTS, type DemoPanelRequest, type DemoPanelState } from './events';

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
}) {
  const [reason, setReason] = useState('');
  return (
    <article
      aria-label={request.heading}
      style={{ border: '1px solid #d9dee3', borderRadius: 4, padding: 8, marginBottom: 8 }}
    >
      <strong>{request.heading}</strong>
      {request.status !== 'pending' ? ` · ${request.statusText}` : null}
      <p style={{ margin: '4px 0' }}>{request.sentence}</p>
      {request.reason ? <p style={{ margin: '4px 0' }}>{request.reason}</p> : null}
      {onApprove && onReject ? (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="solid" size="small" onClick={onApprove}>
            {labels.approve}
          </Button>
          <Form.Input
            aria-label={labels.reason}
            placeholder={labels.reason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            style={{ maxWidth: 260 }}
          />
          <Button
            variant="outline"
            size="small"
            disabled={!reason.trim()}
            onClick={() => onReject(reason.trim())}
          >
            {labels.reject}
          </Button>
        </div>
      ) : null}
    </article>
  );
}

function DemoPanelContent() {
  const [state, setState] = useState<DemoPanelState | null>(null);
  const emit = useChannel({ [DEMO_EVENTS.state]: (next: DemoPanelState) => setState(next) });
  useEffect(() => {
    emit(DEMO_EVENTS.request);
    const timer = setInterval(() => emit(DEMO_EVENTS.request), 1000);
    return () => clearInterval(timer);
  }, [emit]);

  if (!state)
    return <p style={{ padding: 12 }}>Open a story: the simulator runs in the story preview.</p>;
  const { labels } = state;
  return (
    <div style={{ padding: 12 }}>
      {state.error ? <p role="alert">{state.error}</p> : null}
      <section aria-label={labels.pending}>
        <h3>{labels.pending}</h3>
        {state.pending.length === 0 ? <p>{labels.noPending}</p> : null}
        {state.pending.map((request) => (
          <RequestCard
            key={request.id}
            request={request}
            labels={labels}
            onApprove={() => emit(DEMO_EVENTS.approve, { id: request.id })}
            onReject={(reason) => emit(DEMO_EVENTS.reject, { id: request.id, reason })}
          />
        ))}
      </section>
      <section aria-label={labels.history}>
        <h3>{labels.history}</h3>
        {state.decided.length === 0 ? <p>{labels.noHistory}</p> : null}
        {state.decided.map((request) => (
          <RequestCard key={request.id} request={request} labels={labels} />
        ))}
      </section>
      {state.remembered > 0 ? (
        <p>
          {labels.remembered}{' '}
          <Button variant="ghost" size="small" onClick={() => emit(DEMO_EVENTS.forget)}>
            {labels.forget}
          </Button>
        </p>
      ) : null}
    </div>
  );
}

export function DemoPanel({ active }: { active: boolean }) {
  return <AddonPanel active={active}>{active ? <DemoPanelContent /> : null}</AddonPanel>;
}
