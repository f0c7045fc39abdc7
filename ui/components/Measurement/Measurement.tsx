'use client';

import { useEffect } from 'react';
import { startMeasurement } from '../../lib/analytics/runtime';

/**
 * Starts the page's measurement once it is live (ui/lib/analytics/runtime.ts). The server leaves it
 * out for robots, so they load none of it (SPEC §6). Render it once, in the root layout, after the
 * page context (`DataLayerPush`); it takes no props and draws nothing.
 */
export function Measurement() {
  useEffect(() => startMeasurement(), []);
  return null;
}
