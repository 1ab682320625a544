// The patient messages' bench: how long from a booking's 201 until the mail server has its email and
// the SMS gateway its SMS or the Cloud API its WhatsApp message, and what a booking with its messages
// costs the CMS.
import { BENCH_MOBILE, type Place, openBenchDay, postBenchBooking } from './bench-booking';
import { summarizeLatencies } from './load';
import type { CapturedMessage } from './mail-capture';
import type { CapturedSms } from './sms-capture';
import type { CapturedWhatsApp } from './whatsapp-capture';

/** When the capture took each message a booking awaits, by the booking's address: `received` is what it listed. */
const noteArrivals = (awaited: Map<string, string>, arrivedAt: Map<string, number>, received: [string, number][]) => {
  for (const [key, at] of received) {
    if (awaited.has(key) && !arrivedAt.has(key)) arrivedAt.set(key, at);
  }
};

/** The mobile's messages that arrived, as [the booking's address, when], found by the booking number in their words. */
const readMobileArrivals = async (mailUrl: string, bookingNumbers: Map<string, string>) => {
  const byNumber = [...bookingNumbers].map(([email, bookingNumber]) => [bookingNumber, email] as const);
  const find = (words: string, at: number): [string, number][] => {
    const email = byNumber.find(([bookingNumber]) => words.includes(bookingNumber))?.[1];
    return email ? [[email, at]] : [];
  };
  const to = `?to=${encodeURIComponent(BENCH_MOBILE)}`;
  const texts: CapturedSms[] = await (await fetch(`${mailUrl}/sms${to}`)).json();
  const templates: CapturedWhatsApp[] = await (await fetch(`${mailUrl}/whatsapp${to}`)).json();
  return {
    sms: texts.flatMap((sms) => find(sms.text, sms.receivedAt)),
    whatsapp: templates.flatMap((message) => find(message.text, message.receivedAt)),
  };
};

/**
 * Books `starts` one after another (each its own address, the languages in turn, all one mobile, which
 * takes WhatsApp and SMS in turn) and waits, up to `timeoutMs`, until the mail server has accepted each
 * one's email and the gateway or the Cloud API its mobile's message: when each was booked, and when
 * each message arrived.
 */
const bookAndDeliver = async (
  { cmsUrl, mailUrl, place, label }: { cmsUrl: string; mailUrl: string; place: Place; label: string },
  starts: string[],
  timeoutMs: number,
) => {
  const bookedAt = new Map<string, number>();
  const bookingNumbers = new Map<string, string>();
  for (const [index, start] of starts.entries()) {
    const email = `${label}-${index}@example.com`;
    const response = await postBenchBooking(cmsUrl, place, start, {
      email,
      locale: index % 2 === 0 ? 'en' : 'ar',
      phoneChannel: Math.floor(index / 2) % 2 === 0 ? 'whatsapp' : 'sms',
    });
    const answer = (await response.json()) as { data?: { bookingNumber?: string } };
    if (response.status !== 201) continue;
    bookedAt.set(email, Date.now());
    bookingNumbers.set(email, String(answer.data?.bookingNumber));
  }
  const deadline = Date.now() + timeoutMs;
  const acceptedAt = new Map<string, number>();
  const mobileAcceptedAt = { sms: new Map<string, number>(), whatsapp: new Map<string, number>() };
  const mobileArrived = () => mobileAcceptedAt.sms.size + mobileAcceptedAt.whatsapp.size;
  while ((acceptedAt.size < bookedAt.size || mobileArrived() < bookedAt.size) && Date.now() < deadline) {
    const messages: CapturedMessage[] = await (await fetch(`${mailUrl}/messages`)).json();
    noteArrivals(
      bookingNumbers,
      acceptedAt,
      messages.map((message) => [message.to[0] ?? '', message.receivedAt]),
    );
    const mobile = await readMobileArrivals(mailUrl, bookingNumbers);
    noteArrivals(bookingNumbers, mobileAcceptedAt.sms, mobile.sms);
    noteArrivals(bookingNumbers, mobileAcceptedAt.whatsapp, mobile.whatsapp);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { bookedAt, acceptedAt, mobileAcceptedAt };
};

/**
 * Patient messages: the time from a booking's 201 to the mail server accepting its email, and to
 * the SMS gateway taking its SMS or the Cloud API its WhatsApp message (half the bookings each), over
 * `count` bookings made one after another (each its own address), as the CMS's delivery loop runs
 * at the MESSAGE_POLL_MS it was started with, after `warmUp` bookings made the same way. Bounded:
 * each message is waited for 30 s at most. With `readCmsCpuSeconds`, also what a booking alone costs
 * the CMS's CPU, its messages included: the CPU from the first measured booking until the last
 * message was taken, by booking.
 */
export const benchDelivery = async (
  cmsUrl: string,
  mailUrl: string,
  {
    count = 100,
    warmUp = 20,
    timeoutMs = 30_000,
    readCmsCpuSeconds,
  }: { count?: number; warmUp?: number; timeoutMs?: number; readCmsCpuSeconds?: () => number | null } = {},
) => {
  const { place, starts } = await openBenchDay(cmsUrl, 1, 6);
  const run = `delivery-${Date.now()}`;
  await bookAndDeliver({ cmsUrl, mailUrl, place, label: `${run}-warm-up` }, starts.slice(0, warmUp), timeoutMs);
  const cpuBefore = readCmsCpuSeconds?.() ?? null;
  const measured = starts.slice(warmUp, warmUp + count);
  const { bookedAt, acceptedAt, mobileAcceptedAt } = await bookAndDeliver(
    { cmsUrl, mailUrl, place, label: run },
    measured,
    timeoutMs,
  );
  const cpuAfter = readCmsCpuSeconds?.() ?? null;
  const latenciesOf = (arrivedAt: Map<string, number>) =>
    summarizeLatencies([...arrivedAt].map(([email, at]) => at - (bookedAt.get(email) ?? at)));
  return {
    ...latenciesOf(acceptedAt),
    booked: bookedAt.size,
    delivered: acceptedAt.size,
    sms: { ...latenciesOf(mobileAcceptedAt.sms), delivered: mobileAcceptedAt.sms.size },
    whatsapp: { ...latenciesOf(mobileAcceptedAt.whatsapp), delivered: mobileAcceptedAt.whatsapp.size },
    cmsCpuMsPerBooking:
      cpuBefore === null || cpuAfter === null || bookedAt.size === 0
        ? null
        : ((cpuAfter - cpuBefore) * 1000) / bookedAt.size,
  };
};
