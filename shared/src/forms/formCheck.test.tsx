import { act, render, screen } from '@testing-library/react';
import { Form, Input, type FormInstance } from 'antd';
import { checkBeforeSending, showFieldErrors } from './formCheck';

describe('a form checks as the API does and shows each refused field beside it', () => {
  it('finds what the API would refuse, by field, before anything is sent', async () => {
    const errors = await checkBeforeSending('updateBackupSettings', {
      siteId: 'S-1',
      reservedSoc: 20,
      minSoc: 60,
      maxSoc: 50,
      gridTransitionInterval: 0,
      gridTransitionOffInterval: 0,
      islandRetryCount: 9,
    });
    expect(errors).toEqual([{ field: 'islandRetryCount', key: 'validation.retryRange', values: { min: 0, max: 5 } }]);
  });

  it('sets the errors on the fields the form has and returns the others', async () => {
    let form: FormInstance | null = null;
    function Harness() {
      const [instance] = Form.useForm();
      form = instance;
      return (
        <Form form={instance}>
          <Form.Item name={['policy', 'fixedSoc']} label="Fixed SOC">
            <Input />
          </Form.Item>
        </Form>
      );
    }
    render(<Harness />);
    let rest: unknown[] = [];
    act(() => {
      rest = showFieldErrors(
        form!,
        [
          { field: 'policy.fixedSoc', key: 'validation.percentRange' },
          { field: 'siteId', key: 'validation.required' },
        ],
        (e) => `text of ${e.key}`,
      );
    });
    expect(await screen.findByText('text of validation.percentRange')).toBeInTheDocument();
    expect(rest).toEqual([{ field: 'siteId', key: 'validation.required' }]);
  });
});
