/**
 * Storybook's manager: the "Demo" addon panel, where a product owner approves or rejects the
 * pending change requests of the story on screen (./demo-panel).
 */
import { createElement } from 'react';
import { addons, types } from 'storybook/manager-api';
import { DEMO_ADDON_ID, DEMO_PANEL_ID } from './demo-panel/events';
import { DemoPanel } from './demo-panel/Panel';

addons.register(DEMO_ADDON_ID, () => {
  addons.add(DEMO_PANEL_ID, {
    type: types.PANEL,
    title: 'Demo',
    render: ({ active }) => createElement(DemoPanel, { active: active ?? false }),
  });
});
