import { useSearchParams } from 'react-router-dom';
import { safeNext } from './ladder';

/** This page's ?next= parameter, when it is a path on this site (else null). */
export function useNext(): string | null {
  const [searchParams] = useSearchParams();
  return safeNext(searchParams.get('next'));
}
