import { OutcomeView } from '@mall/core';
import { renderWithMall } from '@mall/core/testing';
import type { PluginDefinition, ValidationOutcome } from '@mall/sdk';
import { startedMallOptions, type RenderRouteOptions } from './render-plugin-route';

/**
 * Renders an outcome as the mall's dialog shows it (title, message, and its table or list through
 * core's own renderer) inside a started mall with the plugin's messages, so a test reads the
 * buyer's text and cells in en_US.
 */
export function renderOutcome(plugin: PluginDefinition, outcome: ValidationOutcome, options: RenderRouteOptions = {}) {
  return renderWithMall(<OutcomeView outcome={outcome} />, startedMallOptions(plugin, options));
}
