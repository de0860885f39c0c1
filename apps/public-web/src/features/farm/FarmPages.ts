/** The farm traceability page, loaded as one chunk with its chart when it first renders (App.tsx). */
export { FarmTraceabilityPage } from './FarmTraceabilityPage';
