import { describe, expect, it } from 'vitest';
import { formSpecs, LIMITS, PHONE_PATTERN, type FormId, type PayloadKey } from './formSpecs.ts';
import { checkField, checkForm } from './schemas.ts';

const valid: Record<FormId, Record<string, string>> = {
  contact: {
    from_name: 'Ana Ruiz',
    from_email: 'ana.ruiz@northwind.example',
    from_phone: '+1 (555) 010-2030',
    from_company: 'Northwind Health',
    message: 'We need a HIPAA gap assessment before our audit in May.',
  },
  quote: {
    from_name: 'Ana Ruiz',
    from_email: 'ana.ruiz@northwind.example',
    from_phone: '+44 20 7946 0958',
    from_industry: 'Healthcare',
    message: 'RFP attached by e-mail: data lake migration, 5 months.',
  },
  comment: { from_name: 'Ana Ruiz', from_email: 'ana@example.com', message: 'Useful list, thanks.\n\nHow do you rank CVSS 7 findings?' },
};

const char = (length: number, fill = 'a') => fill.repeat(length);
const emailOfLength = (length: number) => `${char(length - '@example.com'.length)}@example.com`;

/** Checks a form that is valid except for one field, and returns that field's outcome. */
function withField(form: FormId, key: PayloadKey, value: string) {
  const result = checkForm(form, { ...valid[form], [key]: value });
  return result.ok ? { ok: true as const, value: result.payload[key] } : { ok: false as const, message: result.errors[key] };
}

describe('valid submissions', () => {
  it.each([
    ['contact', ['from_name', 'from_phone', 'from_company', 'from_email', 'message']],
    ['quote', ['from_name', 'from_phone', 'from_industry', 'from_email', 'message']],
    ['comment', ['from_name', 'from_email', 'message']],
  ] as const)('%s gives exactly the payload the spec lists, in its order', (form, keys) => {
    const result = checkForm(form, valid[form]);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(Object.keys(result.payload)).toEqual(keys);
      expect(result.payload).toEqual(valid[form]);
    }
  });

  it('leaves anything that is not a field (the honeypot) out of the payload', () => {
    const result = checkForm('comment', { ...valid.comment, website: 'http://spam.example', from_phone: '5550102030' });
    expect(result.ok && Object.keys(result.payload)).toEqual(['from_name', 'from_email', 'message']);
  });

  it('trims surrounding spaces', () => {
    expect(withField('contact', 'from_name', '   Ana Ruiz  ')).toEqual({ ok: true, value: 'Ana Ruiz' });
    expect(withField('contact', 'from_email', ' ana@example.com ')).toEqual({ ok: true, value: 'ana@example.com' });
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['blank', '   '],
  ])('accepts an %s company (it is optional) and sends it as an empty string', (_case, company) => {
    const input: Record<string, string | undefined> = { ...valid.contact, from_company: company };
    const result = checkForm('contact', input);
    expect(result.ok && result.payload.from_company).toBe('');
  });
});

describe('required fields', () => {
  it.each([
    [
      'contact',
      {
        from_name: 'Enter your name.',
        from_email: 'Enter your e-mail address.',
        from_phone: 'Enter your phone number.',
        message: 'Enter your message.',
      },
    ],
    [
      'quote',
      {
        from_name: 'Enter your name.',
        from_email: 'Enter your e-mail address.',
        from_phone: 'Enter your phone number.',
        from_industry: 'Enter your industry.',
        message: 'Enter the project details.',
      },
    ],
    ['comment', { from_name: 'Enter your name.', from_email: 'Enter your e-mail address.', message: 'Enter your comment.' }],
  ] as const)('an empty %s form names every missing field, and the first one on screen', (form, errors) => {
    expect(checkForm(form, {})).toEqual({ ok: false, errors, firstInvalid: 'from_name' });
  });

  it('points at the first bad field in screen order, not payload order', () => {
    const result = checkForm('contact', { ...valid.contact, from_email: 'nope', message: '' });
    expect(result.ok === false && result.firstInvalid).toBe('from_email');
  });

  it('requires the name, which the described site never checked', () => {
    expect(withField('quote', 'from_name', ' ')).toEqual({ ok: false, message: 'Enter your name.' });
  });
});

describe('length limits', () => {
  it.each([
    ['contact', 'from_name', LIMITS.name, 'Full name can be at most 100 characters; it has 101.'],
    ['contact', 'from_company', LIMITS.company, 'Company can be at most 100 characters; it has 101.'],
    ['quote', 'from_industry', LIMITS.industry, 'Industry can be at most 100 characters; it has 101.'],
    ['contact', 'message', LIMITS.message, 'How can we help? can be at most 5,000 characters; it has 5,001.'],
    ['comment', 'message', LIMITS.message, 'Comment can be at most 5,000 characters; it has 5,001.'],
  ] as const)('%s %s: %i characters pass, one more fails', (form, key, limit, message) => {
    expect(withField(form, key, char(limit)).ok).toBe(true);
    expect(withField(form, key, char(limit + 1))).toEqual({ ok: false, message });
  });

  it('accepts an e-mail address of 254 characters and refuses 255', () => {
    expect(withField('contact', 'from_email', emailOfLength(254)).ok).toBe(true);
    expect(withField('contact', 'from_email', emailOfLength(255))).toEqual({
      ok: false,
      message: 'Work e-mail can be at most 254 characters; it has 255.',
    });
  });

  it('refuses very long input with the limit message instead of failing', () => {
    expect(withField('comment', 'message', char(1_000_000, 'x'))).toEqual({
      ok: false,
      message: 'Comment can be at most 5,000 characters; it has 1,000,000.',
    });
  });

  it('counts characters, so an emoji is one, in the check and in its message', () => {
    expect(withField('comment', 'from_name', char(100, '🙂')).ok).toBe(true);
    expect(withField('comment', 'from_name', char(101, '🙂'))).toEqual({
      ok: false,
      message: 'Name can be at most 100 characters; it has 101.',
    });
  });

  it('gives every field a limit in the check (the inputs carry none: a browser would cut pasted text short)', () => {
    for (const spec of Object.values(formSpecs)) {
      for (const field of spec.fields) {
        expect(checkField(spec.id, field.name, char(field.maxLength + 1, '1'))).toMatch(/at most|phone number/);
      }
    }
  });
});

describe('names in every script', () => {
  it.each([
    'José Müller-Lüdenscheidt',
    'Zoë Ødegaard',
    "Siobhán O'Brien",
    '李小龙',
    'Анна Каренина',
    'محمد الأحمد',
    'שרה לוי',
    'Nguyễn Thị Minh Khai',
    'Ana 🙂 Ruiz',
  ])('accepts %s', (name) => {
    expect(withField('contact', 'from_name', name)).toEqual({ ok: true, value: name });
  });

  it('accepts right-to-left and mixed-direction messages', () => {
    const message = 'مرحبا، نحتاج إلى تقييم أمني — deadline: 2025-06-30 ✅';
    expect(withField('quote', 'message', message)).toEqual({ ok: true, value: message });
  });
});

describe('control characters', () => {
  it.each([
    ['NUL', 'Ana\u0000Ruiz'],
    ['BEL', 'Ana\u0007'],
    ['ESC', '\u001b[31mAna'],
    ['DEL', 'Ana\u007f'],
    ['C1 next line', 'Ana\u0085Ruiz'],
    ['a line break', 'Ana\nRuiz'],
  ])('refuses %s in a one-line field', (_name, value) => {
    expect(withField('contact', 'from_company', value)).toEqual({
      ok: false,
      message: 'Company contains hidden control characters. Please retype it.',
    });
  });

  it('keeps line breaks and tabs in a message but refuses other control characters', () => {
    expect(withField('contact', 'message', 'Line one\r\nLine two\n\tindented').ok).toBe(true);
    expect(withField('contact', 'message', 'Hello\u0000')).toEqual({
      ok: false,
      message: 'How can we help? contains hidden control characters. Please retype it.',
    });
  });
});

describe('e-mail addresses', () => {
  it.each(['ana@example.com', 'ana.ruiz+rfp@mail.northwind.co.uk', "o'brien@example.ie", 'ANA_RUIZ@EXAMPLE.COM'])('accepts %s', (email) => {
    expect(withField('comment', 'from_email', email).ok).toBe(true);
  });

  it.each([
    'plainaddress',
    'ana@example',
    'ana@@example.com',
    '@example.com',
    'ana ruiz@example.com',
    'ana@exa mple.com',
    'ana@example.c',
    'ana.@example.com',
  ])('refuses %s', (email) => {
    expect(withField('comment', 'from_email', email)).toEqual({
      ok: false,
      message: 'Enter a valid e-mail address, like name@company.com.',
    });
  });
});

describe('phone numbers: 7–20 characters of digits, spaces and + - ( ) . with at least 7 digits', () => {
  const refused = 'Enter a phone number with at least 7 digits (up to 20 characters); spaces and + - ( ) . are fine.';
  const browserPattern = new RegExp(`^(?:${PHONE_PATTERN})$`, 'v');

  it.each(['5550102', '+1 (555) 010-2030', '+44 20 7946 0958', '555.010.2030', '12345678901234567890'])('accepts %s', (phone) => {
    expect(withField('contact', 'from_phone', phone)).toEqual({ ok: true, value: phone });
    expect(browserPattern.test(phone)).toBe(true);
  });

  it.each([
    ['+44\u00a020\u00a07946\u00a00958', '+44 20 7946 0958'],
    ['+33\u202f1\u202f23\u202f45\u202f67\u202f89', '+33 1 23 45 67 89'],
  ])('reads the no-break and thin spaces of a copied number %j as spaces', (copied, sent) => {
    expect(withField('contact', 'from_phone', copied)).toEqual({ ok: true, value: sent });
  });

  it.each(['555010', '123456789012345678901', '+1 555 CALL NOW', '(((((((', '+1-555-01', '555/010/2030', '٥٥٥٠١٠٢٠٣٠'])(
    'refuses %s',
    (phone) => {
      expect(withField('contact', 'from_phone', phone)).toEqual({ ok: false, message: refused });
      expect(browserPattern.test(phone)).toBe(false);
    },
  );
});

describe('checking one field as the visitor corrects it', () => {
  it('returns the message while the field is wrong and nothing once it is right', () => {
    expect(checkField('contact', 'from_email', 'ana@')).toBe('Enter a valid e-mail address, like name@company.com.');
    expect(checkField('contact', 'from_email', 'ana@example.com')).toBeUndefined();
    expect(checkField('contact', 'from_company', '')).toBeUndefined();
  });
});
