// Who is signed in and how many page credits are left.
import { Button, Text, makeStyles, tokens } from "@fluentui/react-components";
import type { User } from "../../api/types";

const useStyles = makeStyles({
  bar: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: tokens.spacingHorizontalM },
  who: { display: "flex", flexDirection: "column", minWidth: 0 },
});

export function AccountBar({ user, onSignOut }: { user: User; onSignOut: () => void }): React.JSX.Element {
  const styles = useStyles();
  return (
    <section className={styles.bar} aria-label="Account">
      <div className={styles.who}>
        <Text weight="semibold" truncate wrap={false}>
          {user.name || user.email}
        </Text>
        <Text size={200} data-testid="balance">
          {user.balance.toLocaleString()} page credits
        </Text>
      </div>
      <Button onClick={onSignOut}>Sign out</Button>
    </section>
  );
}
