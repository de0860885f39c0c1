import type { LoggerService } from '@nestjs/common';

type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

let threshold: number = ORDER.info;

export function setLogLevel(level: Level | 'silent'): void {
  threshold = ORDER[level];
}

function write(level: Level, message: string, fields?: Record<string, unknown>): void {
  if (ORDER[level] < threshold) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

/** Structured JSON-lines logger, one object per line. */
export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};

function text(message: unknown): string {
  return typeof message === 'string' ? message : JSON.stringify(message);
}

/** Routes Nest's own log lines into the same structured stream. */
export class NestJsonLogger implements LoggerService {
  log(message: unknown, context?: string): void {
    write('debug', text(message), { context });
  }
  error(message: unknown, trace?: string, context?: string): void {
    write('error', text(message), { context, trace });
  }
  warn(message: unknown, context?: string): void {
    write('warn', text(message), { context });
  }
  debug(message: unknown, context?: string): void {
    write('debug', text(message), { context });
  }
  verbose(message: unknown, context?: string): void {
    write('debug', text(message), { context });
  }
}
