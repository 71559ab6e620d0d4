/**
 * Actions that another part of the app may add to a kind of toast, without the code that shows the
 * toast knowing it. A feature names the kind of event its toast tells (`notify.success(text, { event:
 * 'change-request-sent' })`); whoever handles that kind registers an action for it. The demo panel,
 * loaded only on the simulator, offers "Approve in the demo panel" on a sent change request; in
 * production nothing registers, and the toast has no action.
 */
export type ToastEvent = 'change-request-sent';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

const actions = new Map<ToastEvent, () => ToastAction>();

/** Registers the action for a kind of toast; returns the function that removes it. */
export function registerToastAction(event: ToastEvent, action: () => ToastAction): () => void {
  actions.set(event, action);
  return () => {
    if (actions.get(event) === action) actions.delete(event);
  };
}

/** The action registered for a kind of toast, if any. */
export function toastActionFor(event: ToastEvent | undefined): ToastAction | undefined {
  return event ? actions.get(event)?.() : undefined;
}
