/**
 * The bot check of the reset-password form: a pluggable provider chosen by the runtime config.
 * - simulated (demo): a checkbox that yields a token the simulator accepts;
 * - turnstile / hcaptcha: the provider's widget, loaded from its script only on this page;
 * - none: no challenge; the token is empty.
 */
import { Checkbox, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '../../../api/runtime-config';

interface Widget {
  render: (element: HTMLElement, options: { sitekey: string; callback: (token: string) => void; 'expired-callback'?: () => void }) => unknown;
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

export function BotCheck({ onToken, error }: { onToken: (token: string | null) => void; error?: string }) {
  const { t } = useTranslation('auth');
  const { provider, siteKey } = getRuntimeConfig().botCheck;
  const container = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    if (provider === 'none') onToken('');
  }, [provider, onToken]);

  useEffect(() => {
    if (provider !== 'turnstile' && provider !== 'hcaptcha') return;
    let cancelled = false;
    loadWidget(provider)
      .then((widget) => {
        if (cancelled || !container.current) return;
        widget.render(container.current, {
          sitekey: siteKey,
          callback: (token) => onToken(token),
          'expired-callback': () => onToken(null),
        });
      })
      .catch(() => !cancelled && setUnavailable(true));
    return () => {
      cancelled = true;
    };
  }, [provider, siteKey, onToken]);

  if (provider === 'none') return null;
  return (
    <div role="group" aria-label={t('botCheck.label')}>
      {provider === 'simulated' ? (
        <Checkbox.Root
          checked={checked}
          invalid={!!error}
          onCheckedChange={({ checked: next }) => {
            setChecked(next === true);
            onToken(next === true ? SIMULATED_TOKEN : null);
          }}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            {t('botCheck.simulated')}{' '}
            <Text as="span" color="fg.muted" fontSize="sm">
              ({t('botCheck.simulatedHint')})
            </Text>
          </Checkbox.Label>
        </Checkbox.Root>
      ) : (
        <div ref={container} />
      )}
      {unavailable ? <Text color="fg.error">{t('botCheck.unavailable')}</Text> : null}
      {error ? (
        <Text color="fg.error" fontSize="sm" mt="1">
          {error}
        </Text>
      ) : null}
    </div>
  );
}
