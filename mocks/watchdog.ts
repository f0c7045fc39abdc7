import { responseExamples } from '#generated/watchdog/examples.gen';
import { operations } from '#generated/watchdog/runtime.gen';
import { contractHandlers } from './contract-handlers';

export const watchdogHandlers = contractHandlers(operations, responseExamples);
