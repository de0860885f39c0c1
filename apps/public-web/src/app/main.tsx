import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element');

/**
 * The first render is a transition: React renders it in short slices, giving the browser its turn
 * between them, so a tap or a scroll while the page builds is answered at once. Until it is done the
 * app bar index.html painted stays in its place.
 */
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
