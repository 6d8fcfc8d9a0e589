import { Alert } from 'antd';

/** The errors no field of a form shows (an id the form does not edit, a rule of the whole input), above its buttons. */
export function FormProblems({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      title={
        problems.length === 1 ? (
          problems[0]
        ) : (
          <ul style={{ margin: 0, paddingLeft: 16 }}>
            {problems.map((p, i) => (
              <li key={`${i}-${p}`}>{p}</li>
            ))}
          </ul>
        )
      }
    />
  );
}
