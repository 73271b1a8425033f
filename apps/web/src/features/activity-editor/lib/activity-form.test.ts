import { CreateActivityInput, UpdateActivityInput } from '@sortim/contracts/hosting';
import {
  CREATE_DEFAULTS,
  type CreateFormValues,
  createFormSchema,
  editFormSchema,
  priceHint,
  toCreateInput,
  toUpdateInput,
} from '#/features/activity-editor/lib/activity-form.ts';

const now = () => new Date('2026-11-23T12:00:00Z');

const filled: CreateFormValues = {
  ...CREATE_DEFAULTS,
  title: 'Sunset hike',
  category: 'Get Outdoors',
  subtype: 'Go Hiking',
  description: 'A gentle walk up to the bunkers for the sunset.',
  locationName: 'Bunkers del Carmel',
  address: 'Carrer de Marià Labèrnia, Barcelona',
  startTime: '2027-03-27T19:00',
  endTime: '2027-03-27T21:00',
  priceEur: 12.5,
};

const issues = (values: CreateFormValues) => {
  const result = createFormSchema(now).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the create form', () => {
  it('turns the typed values into a CreateActivityInput the contract accepts', () => {
    const input = toCreateInput(filled);
    expect(input).toMatchObject({
      priceCents: 1250,
      startTime: '2027-03-27T18:00:00.000Z',
      endTime: '2027-03-27T20:00:00.000Z',
      recurrence: null,
      activityLanguages: ['English'],
      level: 'All levels',
    });
    expect(CreateActivityInput.safeParse(input).success).toBe(true);
  });

  it('sends a series as its recurrence', () => {
    expect(
      toCreateInput({ ...filled, recurring: true, occurrences: 6, frequency: 'biweekly' }).recurrence,
    ).toEqual({
      occurrences: 6,
      frequency: 'biweekly',
    });
  });

  it('checks the fields across each other even when another field is wrong', () => {
    expect(issues({ ...filled, title: 'Hi', subtype: 'Cook Together', endTime: '2027-03-27T18:00' })).toEqual(
      {
        title: 'Title must be between 5 and 100 characters',
        subtype: 'Subtype is required',
        endTime: 'End time must be after start time',
      },
    );
  });

  it('refuses control characters with the contract’s message, keeping a description’s line breaks', () => {
    expect(
      issues({
        ...filled,
        title: 'Sunset\u0001 hike',
        locationName: 'Bunkers\tdel Carmel',
        description: 'A gentle walk up to the bunkers.\n\nBring water.\u001B',
      }),
    ).toEqual({
      title: 'Text must be one line, without tabs or control characters',
      locationName: 'Text must be one line, without tabs or control characters',
      description: 'Text may not contain control characters',
    });
    expect(issues({ ...filled, description: 'A gentle walk up to the bunkers.\n\n\tBring water.' })).toEqual(
      {},
    );
  });

  it('wants a start in the future', () => {
    expect(issues({ ...filled, startTime: '2026-01-01T10:00', endTime: '2026-01-01T12:00' })).toEqual({
      startTime: 'Start time must be in the future',
    });
  });

  it('sends the pin as its point, or none', () => {
    const pinned = toCreateInput({ ...filled, latitude: 41.385_07, longitude: 2.173_4 });
    expect(pinned).toMatchObject({ latitude: 41.385_07, longitude: 2.173_4 });
    expect(CreateActivityInput.safeParse(pinned).success).toBe(true);
    expect(toCreateInput(filled)).toMatchObject({ latitude: null, longitude: null });
  });

  it('refuses half a pin or one off the globe, with the contract’s message', () => {
    expect(issues({ ...filled, latitude: 41.38, longitude: null })).toEqual({
      latitude: 'Place the pin on the map again',
    });
    expect(issues({ ...filled, latitude: 91, longitude: 2.17 })).toEqual({
      latitude: 'Place the pin on the map again',
    });
  });

  it('checks the number of occurrences only for a series', () => {
    expect(issues({ ...filled, occurrences: 60 })).toEqual({});
    expect(issues({ ...filled, recurring: true, occurrences: 60 })).toEqual({
      occurrences: 'Occurrences must be between 2 and 52',
    });
    expect(issues({ ...filled, recurring: true, occurrences: 1 })).toEqual({
      occurrences: 'Occurrences must be between 2 and 52',
    });
  });
});

describe('the edit form', () => {
  const schema = editFormSchema(3, (min) => `at least ${min}`);
  const values = { ...filled, capacity: 10, spotsRemaining: 5, thirdPartyAttendees: 2, isPublished: true };

  it('refuses a capacity below the booked, held and third party spots', () => {
    const result = schema.safeParse({ ...values, capacity: 4 });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
      'capacity',
      'at least 5',
    ]);
  });

  it('refuses more third party attendees than the capacity', () => {
    const result = schema.safeParse({ ...values, thirdPartyAttendees: 11 });
    expect(result.error?.issues.map((i) => i.message)).toContain(
      'Third party attendees must be between 0 and the capacity',
    );
  });

  it('turns into an UpdateActivityInput the contract accepts', () => {
    expect(UpdateActivityInput.safeParse(toUpdateInput(values)).success).toBe(true);
  });
});

describe('priceHint', () => {
  it.each([
    ['Taste & Cook', 15, 30],
    ['Get Outdoors', 8, 15],
    ['Be Active', 10, 20],
    ['Go Social', 8, 25],
    ['', 8, 25],
  ])('%s: %s to %s euros', (category, min, max) => {
    expect(priceHint(category)).toEqual({ min, max });
  });
});
