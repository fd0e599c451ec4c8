import { describe, expect, it, vi } from 'vitest';
import { claimDeliveryNotice, pageTellsOfDelivery, subscribeToDeliveryNotices } from './deliveryNotices.ts';

describe('deliveryNotices', () => {
  it('counts the claims on the page, each released once, and tells subscribers of every change', () => {
    const listener = vi.fn();
    const stop = subscribeToDeliveryNotices(listener);
    expect(pageTellsOfDelivery()).toBe(false);
    const releaseForm = claimDeliveryNotice();
    const releaseThankYou = claimDeliveryNotice();
    releaseForm();
    releaseForm();
    expect(pageTellsOfDelivery()).toBe(true);
    releaseThankYou();
    expect(pageTellsOfDelivery()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(4);
    stop();
    claimDeliveryNotice()();
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
