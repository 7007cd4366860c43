import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentProps } from 'react';
import { isToastRequested, loadSonner, registerToastHost, subscribeToastRequests } from '@/lib/notify';

type ToasterProps = ComponentProps<Awaited<ReturnType<typeof loadSonner>>['Toaster']>;

const LazyToaster = lazy(async () => {
  const { Toaster } = await loadSonner();
  function RegisteredToaster(props: ToasterProps) {
    // Child effects run first, so the Toaster has subscribed by the time toasts are released.
    useEffect(() => registerToastHost(), []);
    return <Toaster {...props} />;
  }
  return { default: RegisteredToaster };
});

/** Renders sonner's Toaster once the first toast is requested (see lib/notify). */
export function ToastHost() {
  const requested = useSyncExternalStore(subscribeToastRequests, isToastRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster position="top-center" richColors closeButton duration={3000} />
    </Suspense>
  );
}
