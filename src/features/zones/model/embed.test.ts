import { describe, expect, it } from 'vitest';
import { embedTarget } from './embed';

const APP = 'https://portal.example';

describe('embedTarget', () => {
  it('frames another site with its own origin', () => {
    expect(embedTarget('https://maps.example/zone?id=1', APP)).toEqual({
      url: 'https://maps.example/zone?id=1',
      sandbox: 'allow-scripts allow-same-origin',
    });
    expect(embedTarget('http://maps.example/', APP)?.sandbox).toBe('allow-scripts allow-same-origin');
  });

  it('frames a page of the app itself without its origin', () => {
    expect(embedTarget('/__simulator/zone-map.html', APP)).toEqual({
      url: 'https://portal.example/__simulator/zone-map.html',
      sandbox: 'allow-scripts',
    });
  });

  it('keeps the origin of the simulator’s own pages only while the app runs on the simulator', () => {
    expect(embedTarget('/__simulator/zone-map.html?provider=1', APP, true)?.sandbox).toBe('allow-scripts allow-same-origin');
    expect(embedTarget('/__simulator/zone-map.html?provider=1', APP, false)?.sandbox).toBe('allow-scripts');
    expect(embedTarget('/obracuni', APP, true)?.sandbox).toBe('allow-scripts');
  });

  it('refuses what is not a web address', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<script>1</script>', 'blob:https://x/1', 'file:///etc/passwd', 'http://[']) {
      expect(embedTarget(url, APP)).toBeNull();
    }
  });
});
