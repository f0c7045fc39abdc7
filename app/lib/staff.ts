import { ResponseError } from '#generated/runtime';
import { middleware } from '#generated/main-api/runtime.gen';
import { getExperimentResults, getTrafficReport } from '#generated/main-api/sdk.gen';
import type { ClickSource, ExperimentResults, TrafficReport } from '#generated/main-api/types.gen';
import { backendOptions } from './backend';

/*
 * The staff's measurement reports (/admin/raport), asked with the visitor's cookies: the backend
 * decides who is staff. Null when it refuses (not staff, or bad input), so the page answers 404
 * or shows the form's message.
 */

const callOptions = (priority: 'critical' | 'secondary' = 'critical') => backendOptions('main-api', middleware, priority);

export type TrafficAnswer = { report: TrafficReport } | { refused: 401 | 403 } | { problem: string };

export interface TrafficQuery {
  from?: string;
  to?: string;
  source?: ClickSource;
  page?: number;
}

/** The traffic report, or why there is none: not staff (401/403), or a period the backend refused (its message). */
export async function trafficReport(query: TrafficQuery): Promise<TrafficAnswer> {
  try {
    return { report: (await getTrafficReport({ ...callOptions(), query })).data };
  } catch (error) {
    if (error instanceof ResponseError && (error.response.status === 401 || error.response.status === 403)) return { refused: error.response.status };
    if (error instanceof ResponseError && error.response.status === 400) return { problem: (await error.problem())?.detail ?? 'Perioada aleasă nu este validă.' };
    throw error;
  }
}

/** The experiments' results: secondary, so the report shows without them when they fail. */
export async function experimentResults(): Promise<ExperimentResults | null> {
  try {
    return (await getExperimentResults(callOptions('secondary'))).data;
  } catch (error) {
    // Not staff: the page is the not-found page anyway; anything else is worth a line in the log.
    if (!(error instanceof ResponseError && (error.response.status === 401 || error.response.status === 403))) console.error('Experiment results unavailable; the report shows without them.', error);
    return null;
  }
}
