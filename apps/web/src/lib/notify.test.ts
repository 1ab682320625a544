import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { notify, preloadToaster, readToasterWanted, watchToasterWanted } from './notify';

// The module notify loads on the first toast is this one: sonner's own toast, watched.
const sonnerToast = { success: vi.spyOn(toast, 'success'), error: vi.spyOn(toast, 'error') };

// In file order: whether the toaster is wanted is module state, set by the first toast.
describe('notify', () => {
  it('wants no toaster until the first toast (a preload mounts none), then tells each watcher still watching once', async () => {
    const watcher = vi.fn();
    const leaver = vi.fn();
    watchToasterWanted(watcher);
    watchToasterWanted(leaver)();
    preloadToaster();
    expect(readToasterWanted()).toBe(false);
    expect(watcher).not.toHaveBeenCalled();

    notify.success('Message sent successfully');
    notify.error('Could not send');

    expect(readToasterWanted()).toBe(true);
    expect(watcher).toHaveBeenCalledTimes(1);
    expect(leaver).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(sonnerToast.error).toHaveBeenCalledTimes(1));
  });

  it('hands each toast to sonner with its kind, text and options', async () => {
    sonnerToast.success.mockClear();
    sonnerToast.error.mockClear();
    const onClick = () => {};
    notify.error('Could not send', { action: { label: 'Try again', onClick }, duration: 5000 });
    notify.success('Sent');

    await vi.waitFor(() => expect(sonnerToast.success).toHaveBeenCalledWith('Sent', undefined));
    expect(sonnerToast.error).toHaveBeenCalledWith('Could not send', {
      action: { label: 'Try again', onClick },
      duration: 5000,
    });
    expect(sonnerToast.error).toHaveBeenCalledTimes(1);
  });
});
