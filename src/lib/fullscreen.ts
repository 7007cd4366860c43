import { useSyncExternalStore } from 'react';

/** The browser's Fullscreen API for the whole page (the top bar's fullscreen button). */

function isFullscreen(): boolean {
  return typeof document !== 'undefined' && Boolean(document.fullscreenElement);
}

function subscribe(listener: () => void): () => void {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
}

export function isFullscreenSupported(): boolean {
  return typeof document !== 'undefined' && Boolean(document.fullscreenEnabled);
}

export async function toggleFullscreen(): Promise<void> {
  if (document.fullscreenElement) await document.exitFullscreen();
  else await document.documentElement.requestFullscreen();
}

export function useIsFullscreen(): boolean {
  return useSyncExternalStore(subscribe, isFullscreen, () => false);
}
