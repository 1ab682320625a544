'use client';

import { useEffect } from 'react';

/**
 * Turns the top loading bar to the error colour while an error page is shown:
 * nextjs-toploader has no error state, so the page marks `<html>` and the stylesheet recolours the bar.
 */
export function LoadErrorSignal() {
  useEffect(() => {
    document.documentElement.classList.add('load-error');
    return () => document.documentElement.classList.remove('load-error');
  }, []);
  return null;
}
