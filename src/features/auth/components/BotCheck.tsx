/**
 * The bot check of the reset-password form (reporting.md §2: "a bot-check challenge on submit"): a
 * pluggable provider chosen by the runtime config, run when the form is sent, never a step before.
 * - simulated (demo, stories): the challenge passes with a token the simulator accepts;
 * - turnstile / hcaptcha: the provider's invisible widget, loaded from its script only on this
 *   page, executed on submit (it shows its own challenge only when it needs one);
 * - none: no challenge; the token is empty.
 */
import { Text } from '@chakra-ui/react';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '../../../api/runtime-config';

interface RenderOptions {
  sitekey: string;
  callback: (token: string) => void;
  'error-callback'?: () => void;
  'expired-callback'?: () => void;
  'close-callback'?: () => void;
  /** Turnstile: run only when executed, show only when the visitor must interact. */
  execution?: 'execute';
  appearance?: 'interaction-only';
  /** hCaptcha: no checkbox; `execute` starts the challenge. */
  size?: 'invisible';
}

interface Widget {
  render: (element: HTMLElement, options: RenderOptions) => unknown;
  execute: (target: unknown) => void;
  reset: (target?: unknown) => void;
}

declare global {
  interface Window {
    turnstile?: Widget;
    hcaptcha?: Widget;
  }
}

const SCRIPTS = {
  turnstile: { src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit', global: 'turnstile' },
  hcaptcha: { src: 'https://js.hcaptcha.com/1/api.js?render=explicit', global: 'hcaptcha' },
} as const;

function loadWidget(provider: keyof typeof SCRIPTS): Promise<Widget> {
  const { src, global } = SCRIPTS[provider];
  const existing = window[global];
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const widget = window[global];
      if (widget) resolve(widget);
      else reject(new Error(`${provider} did not load`));
    };
    script.onerror = () => reject(new Error(`${provider} did not load`));
    document.head.append(script);
  });
}

/** The token the simulated check produces; the simulator accepts tokens starting with `sim-pass-`. */
export const SIMULATED_TOKEN = 'sim-pass-demo';

/** The challenge could not be completed (the provider failed, was closed, or did not load). */
export class BotCheckFailed extends Error {}

export interface BotCheckHandle {
  /** Runs the challenge; resolves with its token, rejects with BotCheckFailed. */
  challenge: () => Promise<string>;
}

type Pending = { resolve: (token: string) => void; reject: (error: Error) => void };

export const BotCheck = forwardRef<BotCheckHandle, { error?: string }>(function BotCheck({ error }, ref) {
  const { t } = useTranslation('auth');
  const { provider, siteKey } = getRuntimeConfig().botCheck;
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Widget; id: unknown } | null>(null);
  const pending = useRef<Pending | null>(null);
  const [unavailable, setUnavailable] = useState(false);

  const settle = useCallback((outcome: { token: string } | { failed: true }) => {
    const waiting = pending.current;
    pending.current = null;
    if (!waiting) return;
    if ('token' in outcome) waiting.resolve(outcome.token);
    else waiting.reject(new BotCheckFailed());
  }, []);

  useEffect(() => {
    if (provider !== 'turnstile' && provider !== 'hcaptcha') return;
    let cancelled = false;
    loadWidget(provider)
      .then((api) => {
        if (cancelled || !container.current) return;
        const failed = () => settle({ failed: true });
        const id = api.render(container.current, {
          sitekey: siteKey,
          callback: (token) => settle({ token }),
          'error-callback': failed,
          'expired-callback': failed,
          ...(provider === 'turnstile'
            ? { execution: 'execute', appearance: 'interaction-only' }
            : { size: 'invisible', 'close-callback': failed }),
        });
        widget.current = { api, id };
      })
      .catch(() => !cancelled && setUnavailable(true));
    return () => {
      cancelled = true;
    };
  }, [provider, siteKey, settle]);

  useImperativeHandle(
    ref,
    () => ({
      challenge: () => {
        if (provider === 'none') return Promise.resolve('');
        if (provider === 'simulated') return Promise.resolve(SIMULATED_TOKEN);
        const loaded = widget.current;
        if (!loaded) return Promise.reject(new BotCheckFailed());
        // A token is used once: each submit runs a fresh challenge.
        pending.current?.reject(new BotCheckFailed());
        return new Promise<string>((resolve, reject) => {
          pending.current = { resolve, reject };
          loaded.api.reset(loaded.id);
          loaded.api.execute(provider === 'turnstile' ? container.current : loaded.id);
        });
      },
    }),
    [provider],
  );

  if (provider === 'none') return null;
  return (
    <div role="group" aria-label={t('botCheck.label')}>
      <Text color="fg.muted" fontSize="sm">
        {t('botCheck.onSubmit')}
        {provider === 'simulated' ? ` (${t('botCheck.simulatedHint')})` : null}
      </Text>
      {provider === 'simulated' ? null : <div ref={container} />}
      {unavailable ? <Text color="fg.error">{t('botCheck.unavailable')}</Text> : null}
      {error ? (
        <Text color="fg.error" fontSize="sm" mt="1">
          {error}
        </Text>
      ) : null}
    </div>
  );
});
