import { describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { HistoryMovedDuringStart } from './history-moved-during-start';

/** Moves the address once, while the router's first render is not yet committed (a Back pressed then). */
function BackDuringFirstRender() {
  useState(() => window.history.replaceState({ usr: null, key: 'landing', idx: 0 }, '', '/landing'));
  return null;
}

function renderApp(catchUp: boolean) {
  window.history.replaceState(null, '', '/');
  return render(
    <BrowserRouter>
      <BackDuringFirstRender />
      {catchUp && <HistoryMovedDuringStart />}
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/landing" element={<h1>Landing</h1>} />
      </Routes>
    </BrowserRouter>,
  );
}

describe('HistoryMovedDuringStart', () => {
  it('shows the page of an address that moved before the router listened', async () => {
    renderApp(true);
    await act(async () => undefined);
    expect(screen.getByRole('heading')).toHaveTextContent('Landing');
  });

  it('is needed: without it the router keeps the page it first rendered', async () => {
    renderApp(false);
    await act(async () => undefined);
    expect(window.location.pathname).toBe('/landing');
    expect(screen.getByRole('heading')).toHaveTextContent('Home');
  });

  it('does nothing when the address has not moved', async () => {
    window.history.replaceState(null, '', '/');
    let pops = 0;
    const count = () => (pops += 1);
    window.addEventListener('popstate', count);
    render(
      <BrowserRouter>
        <HistoryMovedDuringStart />
      </BrowserRouter>,
    );
    await act(async () => undefined);
    window.removeEventListener('popstate', count);
    expect(pops).toBe(0);
  });
});
