<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>argparse</name>
    <message>
        <source>usage: </source>
        <translation>Aufruf: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>Positionsargumente</translation>
    </message>
    <message>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>diese Hilfe anzeigen und beenden</translation>
    </message>
    <message>
        <source>show program's version number and exit</source>
        <translation>die Versionsnummer des Programms anzeigen und beenden</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: Fehler: %(message)s
</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>Argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>die folgenden Argumente sind erforderlich: %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>unbekannte Argumente: %s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>ungültige Auswahl: %(value)r (möglich sind %(choices)s)</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>ungültiger %(type)s-Wert: %(value)r</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>erwartet genau ein Argument</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>erwartet höchstens ein Argument</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>erwartet mindestens ein Argument</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>mehrdeutige Option: %(option)s passt zu %(matches)s</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>explizites Argument %r ignoriert</translation>
    </message>
    <message>
        <source>unexpected option string: %s</source>
        <translation>unerwartete Option: %s</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>nicht zusammen mit Argument %s erlaubt</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>eines der Argumente %s ist erforderlich</translation>
    </message>
</context>
<context>
    <name>bench</name>
    <message>
        <source>{label} = depth {depth}</source>
        <translation>{label} = Tiefe {depth}</translation>
    </message>
    <message>
        <source>accept {length}</source>
        <translation>Akzeptanz {length}</translation>
    </message>
    <message>
        <source>{percent}% right</source>
        <translation>{percent} % richtig</translation>
    </message>
    <message>
        <source>No results yet</source>
        <translation>Noch keine Ergebnisse</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>Benchmark: the optimization ladder — Ling Desk</source>
        <translation>Benchmark: die Optimierungsleiter — Ling Desk</translation>
    </message>
    <message>
        <source>GSM8K (1,319 grade-school maths questions, shipped)</source>
        <translation>GSM8K (1.319 Mathe-Schulaufgaben, mitgeliefert)</translation>
    </message>
    <message>
        <source>My chat history (my own past questions)</source>
        <translation>Mein Chat-Verlauf (meine eigenen früheren Fragen)</translation>
    </message>
    <message>
        <source>A prompts file (JSONL)…</source>
        <translation>Eine Prompt-Datei (JSONL) …</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Also sweep the NEXTN depth (1 to 4 steps)</source>
        <translation>Auch die NEXTN-Tiefe durchlaufen (1 bis 4 Schritte)</translation>
    </message>
    <message>
        <source>Adds the configurations {ids}</source>
        <translation>Fügt die Konfigurationen {ids} hinzu</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Arbeitslast</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Configurations</source>
        <translation>Konfigurationen</translation>
    </message>
    <message>
        <source>Everything runs on this machine; nothing is sent anywhere.</source>
        <translation>Alles läuft auf diesem Rechner; nichts wird irgendwohin gesendet.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Resume selected run</source>
        <translation>Ausgewählten Lauf fortsetzen</translation>
    </message>
    <message>
        <source>Apply the best configuration</source>
        <translation>Beste Konfiguration übernehmen</translation>
    </message>
    <message>
        <source>Decode tok/s per configuration (batch 1; whiskers: 95% bootstrap interval; blue: the recommended one), with accept length and accuracy under each bar</source>
        <translation>Decode-tok/s je Konfiguration (Batch 1; Whisker: 95-%-Bootstrap-Intervall; blau: die empfohlene), mit Akzeptanzlänge und Genauigkeit unter jedem Balken</translation>
    </message>
    <message>
        <source>Stored runs</source>
        <translation>Gespeicherte Läufe</translation>
    </message>
    <message>
        <source>Prompts file</source>
        <translation>Prompt-Datei</translation>
    </message>
    <message>
        <source>JSON lines (*.jsonl *.json);;All files (*)</source>
        <translation>JSON Lines (*.jsonl *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>A prompts file: {name} (change…)</source>
        <translation>Eine Prompt-Datei: {name} (ändern …)</translation>
    </message>
    <message numerus="yes">
        <source>%n engine start(s) and {requests} requests at batch 1: roughly {hours} h on a DGX Spark (each start loads the model and compiles kernels; the chat engine is stopped meanwhile and started again at the end).</source>
        <translation>
            <numerusform>%n Engine-Start und {requests} Anfragen mit Batch 1: etwa {hours} h auf einer DGX Spark (jeder Start lädt das Modell und kompiliert Kernel; die Chat-Engine ist währenddessen gestoppt und wird am Ende wieder gestartet).</numerusform>
            <numerusform>%n Engine-Starts und {requests} Anfragen mit Batch 1: etwa {hours} h auf einer DGX Spark (jeder Start lädt das Modell und kompiliert Kernel; die Chat-Engine ist währenddessen gestoppt und wird am Ende wieder gestartet).</numerusform>
        </translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>Benchmark</translation>
    </message>
    <message>
        <source>This run cannot be resumed: {error}</source>
        <translation>Dieser Lauf kann nicht fortgesetzt werden: {error}</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Fertig.</translation>
    </message>
    <message>
        <source>Cancelled: the configurations that finished are kept; select the run and Resume to finish it.</source>
        <translation>Abgebrochen: Die fertigen Konfigurationen bleiben erhalten; wählen Sie den Lauf aus und setzen Sie ihn fort, um ihn abzuschließen.</translation>
    </message>
    <message>
        <source>The benchmark stopped: {error}</source>
        <translation>Der Benchmark wurde beendet: {error}</translation>
    </message>
    <message>
        <source>The benchmark is using the engine</source>
        <translation>Der Benchmark verwendet die Engine</translation>
    </message>
    <message>
        <source>Benchmark running</source>
        <translation>Benchmark läuft</translation>
    </message>
    <message>
        <source>The benchmark is using the engine (rung {i} of {n})</source>
        <translation>Der Benchmark verwendet die Engine (Stufe {i} von {n})</translation>
    </message>
    <message>
        <source>Benchmark running (rung {i} of {n})</source>
        <translation>Benchmark läuft (Stufe {i} von {n})</translation>
    </message>
    <message>
        <source>starting the engine and checking it</source>
        <translation>Engine wird gestartet und geprüft</translation>
    </message>
    <message>
        <source>request {i} of {n}</source>
        <translation>Anfrage {i} von {n}</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>startup checks failed: not measured</source>
        <translation>Startprüfungen fehlgeschlagen: nicht gemessen</translation>
    </message>
    <message>
        <source>Configuration {i} of {n} ({id}): {what}</source>
        <translation>Konfiguration {i} von {n} ({id}): {what}</translation>
    </message>
    <message>
        <source>; about {minutes} min left</source>
        <translation>; noch etwa {minutes} min</translation>
    </message>
    <message>
        <source>The report could not be written: {error}</source>
        <translation>Der Bericht konnte nicht geschrieben werden: {error}</translation>
    </message>
    <message>
        <source>Nothing measured yet.</source>
        <translation>Noch nichts gemessen.</translation>
    </message>
    <message numerus="yes">
        <source>(%n configuration(s) not run yet: Resume to finish.)</source>
        <translation>
            <numerusform>(%n Konfiguration noch nicht gelaufen: Zum Abschließen fortsetzen.)</numerusform>
            <numerusform>(%n Konfigurationen noch nicht gelaufen: Zum Abschließen fortsetzen.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Report kept in {path}</source>
        <translation>Bericht gespeichert unter {path}</translation>
    </message>
    <message>
        <source>The engine settings already use {name}: nothing to change.</source>
        <translation>Die Engine-Einstellungen verwenden bereits {name}: nichts zu ändern.</translation>
    </message>
    <message>
        <source>Save {name} in the engine settings and restart the engine now? The chat engine stops and loads again (minutes on a DGX Spark).</source>
        <translation>{name} in den Engine-Einstellungen speichern und die Engine jetzt neu starten? Die Chat-Engine stoppt und lädt erneut (Minuten auf einer DGX Spark).</translation>
    </message>
    <message>
        <source>Save {name} in the engine settings? The engine uses it from its next start.</source>
        <translation>{name} in den Engine-Einstellungen speichern? Die Engine verwendet es ab dem nächsten Start.</translation>
    </message>
    <message>
        <source>Save and restart</source>
        <translation>Speichern und neu starten</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Saved {name} in the engine settings; restarting the engine.</source>
        <translation>{name} in den Engine-Einstellungen gespeichert; die Engine startet neu.</translation>
    </message>
    <message>
        <source>Saved {name} in the engine settings; the engine uses it from its next start.</source>
        <translation>{name} in den Engine-Einstellungen gespeichert; die Engine verwendet es ab dem nächsten Start.</translation>
    </message>
    <message>
        <source>A benchmark is running. Cancel it and close?</source>
        <translation>Ein Benchmark läuft. Abbrechen und schließen?</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>unknown action {action}</source>
        <translation>unbekannte Aktion {action}</translation>
    </message>
    <message>
        <source>WARNING: port {port} on 127.0.0.1 is held by {who}, not by Ling Desk: what your editors send there goes to that program; give these apps a new key: {names}</source>
        <translation>WARNUNG: Port {port} auf 127.0.0.1 wird von {who} belegt, nicht von Ling Desk: Was Ihre Editoren dorthin senden, geht an dieses Programm; geben Sie diesen Apps einen neuen API-Schlüssel: {names}</translation>
    </message>
    <message>
        <source>WARNING: port {port} on 127.0.0.1 is held by {who}, not by Ling Desk: what your editors send there goes to that program</source>
        <translation>WARNUNG: Port {port} auf 127.0.0.1 wird von {who} belegt, nicht von Ling Desk: Was Ihre Editoren dorthin senden, geht an dieses Programm</translation>
    </message>
    <message>
        <source>gateway running (pid {pid})</source>
        <translation>Gateway läuft (PID {pid})</translation>
    </message>
    <message>
        <source>gateway not running (it runs while `ling-desk` or `ling-desk serve` does); the gateway keeper holds the port meanwhile (apps get 503, nothing is sent on)</source>
        <translation>Gateway läuft nicht (es läuft, solange `ling-desk` oder `ling-desk serve` läuft); bis dahin hält der Gateway-Keeper den Port (Apps erhalten 503, nichts wird weitergeleitet)</translation>
    </message>
    <message>
        <source>gateway not running (it runs while `ling-desk` or `ling-desk serve` does)</source>
        <translation>Gateway läuft nicht (es läuft, solange `ling-desk` oder `ling-desk serve` läuft)</translation>
    </message>
    <message>
        <source>{url}  model {model}  {state}</source>
        <translation>{url}  Modell {model}  {state}</translation>
    </message>
    <message>
        <source>key {name} created; it is shown only now, store it in the app</source>
        <translation>API-Schlüssel {name} erstellt; er wird nur jetzt angezeigt, speichern Sie ihn in der App</translation>
    </message>
    <message>
        <source>never</source>
        <comment>a key never used</comment>
        <translation>nie</translation>
    </message>
    <message>
        <source>no keys yet: `ling-desk api key create NAME` makes one</source>
        <translation>noch keine API-Schlüssel: `ling-desk api key create NAME` erstellt einen</translation>
    </message>
    <message numerus="yes">
        <source>{name}  …{hint}  created {created}  last used {used}  %n request(s)  EXPOSED to {who} ({when}): refused until `api key reissue {name}` or `api key confirm {name}`</source>
        <translation>
            <numerusform>{name}  …{hint}  erstellt: {created}  zuletzt benutzt: {used}  %n Anfrage  OFFENGELEGT gegenüber {who} ({when}): abgelehnt bis `api key reissue {name}` oder `api key confirm {name}`</numerusform>
            <numerusform>{name}  …{hint}  erstellt: {created}  zuletzt benutzt: {used}  %n Anfragen  OFFENGELEGT gegenüber {who} ({when}): abgelehnt bis `api key reissue {name}` oder `api key confirm {name}`</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}  …{hint}  created {created}  last used {used}  %n request(s)</source>
        <translation>
            <numerusform>{name}  …{hint}  erstellt: {created}  zuletzt benutzt: {used}  %n Anfrage</numerusform>
            <numerusform>{name}  …{hint}  erstellt: {created}  zuletzt benutzt: {used}  %n Anfragen</numerusform>
        </translation>
    </message>
    <message>
        <source>key {name} confirmed: it works again from its next request</source>
        <translation>API-Schlüssel {name} bestätigt: Ab seiner nächsten Anfrage gilt er wieder</translation>
    </message>
    <message>
        <source>a new key for {name}; the old one no longer works. It is shown only now: put it in the app</source>
        <translation>ein neuer API-Schlüssel für {name}; der alte gilt nicht mehr. Er wird nur jetzt angezeigt: Tragen Sie ihn in der App ein</translation>
    </message>
    <message>
        <source>key {name} revoked: it stops working on its next request</source>
        <translation>API-Schlüssel {name} widerrufen: Ab seiner nächsten Anfrage gilt er nicht mehr</translation>
    </message>
    <message>
        <source>no preset named {name}: the presets are {known} ([[chat.presets]] in settings.toml)</source>
        <translation>keine Vorlage namens {name}: Die Vorlagen sind {known} ([[chat.presets]] in settings.toml)</translation>
    </message>
    <message>
        <source>no preset named {name}: Settings has no presets yet ([[chat.presets]] in settings.toml)</source>
        <translation>keine Vorlage namens {name}: In den Einstellungen gibt es noch keine Vorlagen ([[chat.presets]] in settings.toml)</translation>
    </message>
    <message>
        <source>cannot read {path}: {why}</source>
        <translation>{path} kann nicht gelesen werden: {why}</translation>
    </message>
    <message>
        <source>tool server {name}: {problem}</source>
        <translation>MCP-Server {name}: {problem}</translation>
    </message>
    <message>
        <source>tool {name} (ran)</source>
        <translation>Tool {name} (ausgeführt)</translation>
    </message>
    <message>
        <source>tool {name} (denied)</source>
        <translation>Tool {name} (abgelehnt)</translation>
    </message>
    <message>
        <source>{path}, page {page}</source>
        <translation>{path}, Seite {page}</translation>
    </message>
    <message numerus="yes">
        <source>(%n prompt token(s), cached {cached} of %n)</source>
        <translation>
            <numerusform>(%n Prompt-Token, davon {cached} von %n aus dem Cache)</numerusform>
            <numerusform>(%n Prompt-Token, davon {cached} von %n aus dem Cache)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n prompt token(s))</source>
        <translation>
            <numerusform>(%n Prompt-Token)</numerusform>
            <numerusform>(%n Prompt-Token)</numerusform>
        </translation>
    </message>
    <message>
        <source>--max-rounds must be at least 1</source>
        <translation>--max-rounds muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>--allow-tool needs --mcp-config FILE (the servers the tools come from)</source>
        <translation>--allow-tool braucht --mcp-config FILE (die Server, von denen die Tools kommen)</translation>
    </message>
    <message>
        <source>{url} is neither loopback nor https: the key is not sent there in clear text</source>
        <translation>{url} ist weder Loopback noch https: Der Schlüssel wird nicht im Klartext dorthin gesendet</translation>
    </message>
    <message>
        <source>no engine answers at {url}</source>
        <translation>unter {url} antwortet keine Engine</translation>
    </message>
    <message>
        <source>starting the engine on {url}</source>
        <translation>Engine wird auf {url} gestartet</translation>
    </message>
    <message>
        <source>still {state} after {s} s</source>
        <translation>nach {s} s immer noch {state}</translation>
    </message>
    <message>
        <source>the engine did not become ready: {why}</source>
        <translation>die Engine wurde nicht bereit: {why}</translation>
    </message>
    <message>
        <source>not a time: {text} (an ISO date or time such as 2026-01-31 or 2026-01-31T08:00, or "7d", "24h", "30m")</source>
        <translation>keine Zeitangabe: {text} (ein ISO-Datum oder eine ISO-Uhrzeit wie 2026-01-31 oder 2026-01-31T08:00, oder „7d“, „24h“, „30m“)</translation>
    </message>
    <message>
        <source>no audit record is of kind {kind}; the kinds: {kinds}</source>
        <translation>kein Protokolleintrag ist von der Art {kind}; die Arten: {kinds}</translation>
    </message>
    <message>
        <source>the audit log ({folder}) cannot be read: {problem}</source>
        <translation>das Prüfprotokoll ({folder}) kann nicht gelesen werden: {problem}</translation>
    </message>
    <message>
        <source>no audit records match</source>
        <translation>keine passenden Protokolleinträge</translation>
    </message>
    <message>
        <source>no audit records</source>
        <translation>keine Protokolleinträge</translation>
    </message>
    <message>
        <source>the audit log is whole: {records} in {files}</source>
        <translation>das Prüfprotokoll ist vollständig: {records} in {files}</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s)</source>
        <translation>
            <numerusform>%n Eintrag</numerusform>
            <numerusform>%n Einträge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n Datei</numerusform>
            <numerusform>%n Dateien</numerusform>
        </translation>
    </message>
    <message>
        <source>record {seq} in {file}: {error}</source>
        <translation>Eintrag {seq} in {file}: {error}</translation>
    </message>
    <message>
        <source>the log in {file}: {error}</source>
        <translation>das Protokoll in {file}: {error}</translation>
    </message>
    <message>
        <source>cannot write {path}: {why}</source>
        <translation>{path} kann nicht geschrieben werden: {why}</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) written to {path}</source>
        <translation>
            <numerusform>%n Eintrag in {path} geschrieben</numerusform>
            <numerusform>%n Einträge in {path} geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>not a port number: {text}</source>
        <translation>keine Portnummer: {text}</translation>
    </message>
    <message>
        <source>{port} is not a TCP port (0-{max}; 0 = any free)</source>
        <translation>{port} ist kein TCP-Port (0–{max}; 0 = ein beliebiger freier)</translation>
    </message>
    <message>
        <source>settings: {problem}</source>
        <translation>Einstellungen: {problem}</translation>
    </message>
    <message>
        <source>note: {text}</source>
        <translation>Hinweis: {text}</translation>
    </message>
    <message>
        <source>preflight failed ({failed}); fix that, or pass --ignore-preflight to launch anyway</source>
        <translation>Vorabprüfung fehlgeschlagen ({failed}); beheben Sie das, oder übergeben Sie --ignore-preflight, um trotzdem zu starten</translation>
    </message>
    <message>
        <source>Passphrase: </source>
        <translation>Passphrase: </translation>
    </message>
    <message>
        <source>New passphrase (empty: cancel): </source>
        <translation>Neue Passphrase (leer: abbrechen): </translation>
    </message>
    <message>
        <source>The same passphrase again: </source>
        <translation>Dieselbe Passphrase noch einmal: </translation>
    </message>
    <message>
        <source>the two passphrases differ; try again</source>
        <translation>die beiden Passphrasen stimmen nicht überein; bitte noch einmal</translation>
    </message>
    <message>
        <source>Recovery key (empty: cancel): </source>
        <translation>Wiederherstellungsschlüssel (leer: abbrechen): </translation>
    </message>
    <message>
        <source>--passphrase-fd {fd}: cannot read it ({why})</source>
        <translation>--passphrase-fd {fd}: nicht lesbar ({why})</translation>
    </message>
    <message>
        <source>your history and documents are now encrypted. This is their recovery key, shown only this once: keep it on paper or in a password manager. Without it, a lost keyring or passphrase means the data is lost.</source>
        <translation>Ihr Verlauf und Ihre Dokumente sind jetzt verschlüsselt. Dies ist ihr Wiederherstellungsschlüssel, nur dieses eine Mal angezeigt: Bewahren Sie ihn auf Papier oder in einem Passwortmanager auf. Ohne ihn sind die Daten verloren, wenn Schlüsselbund oder Passphrase verloren gehen.</translation>
    </message>
    <message>
        <source>the data files in {folder} must be converted first, and another Ling Desk (pid {pid}) has them open; nothing was changed. Close it and run this again</source>
        <translation>die Datendateien in {folder} müssen zuerst umgewandelt werden, und ein anderes Ling Desk (PID {pid}) hat sie geöffnet; nichts wurde geändert. Schließen Sie es und führen Sie dies erneut aus</translation>
    </message>
    <message>
        <source>the data files in {folder} must be converted first, and another Ling Desk has them open; nothing was changed. Close it and run this again</source>
        <translation>die Datendateien in {folder} müssen zuerst umgewandelt werden, und ein anderes Ling Desk hat sie geöffnet; nichts wurde geändert. Schließen Sie es und führen Sie dies erneut aus</translation>
    </message>
    <message>
        <source>converting {name} ({index} of {files}): export</source>
        <translation>{name} wird umgewandelt ({index} von {files}): Export</translation>
    </message>
    <message>
        <source>converting {name} ({index} of {files}): swap</source>
        <translation>{name} wird umgewandelt ({index} von {files}): Austausch</translation>
    </message>
    <message>
        <source>not a number: {text}</source>
        <translation>keine Zahl: {text}</translation>
    </message>
    <message>
        <source>{n} is out of range (1-1000)</source>
        <translation>{n} liegt außerhalb des Bereichs (1–1000)</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chunk(s)</source>
        <translation>
            <numerusform>%n Textblock</numerusform>
            <numerusform>%n Textblöcke</numerusform>
        </translation>
    </message>
    <message>
        <source>{path}: indexed, {pages}, {chunks}</source>
        <translation>{path}: indiziert, {pages}, {chunks}</translation>
    </message>
    <message>
        <source>{path}: unchanged</source>
        <translation>{path}: unverändert</translation>
    </message>
    <message>
        <source>{path}: skipped: {error}</source>
        <translation>{path}: übersprungen: {error}</translation>
    </message>
    <message>
        <source>{path}: failed: {error}</source>
        <translation>{path}: fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>{path}: deleted on disk, removed</source>
        <translation>{path}: auf der Festplatte gelöscht, entfernt</translation>
    </message>
    <message>
        <source>the library is empty; add files: ling-desk docs add PATH...</source>
        <translation>die Dokumentbibliothek ist leer; Dateien hinzufügen: ling-desk docs add PATH...</translation>
    </message>
    <message>
        <source>{path}: indexed, {pages}, {chunks}, ~{tokens} tokens</source>
        <translation>{path}: indiziert, {pages}, {chunks}, ~{tokens} Token</translation>
    </message>
    <message>
        <source>{path}: removed</source>
        <translation>{path}: entfernt</translation>
    </message>
    <message>
        <source>no passage matches</source>
        <translation>keine passende Textstelle</translation>
    </message>
    <message>
        <source>not a number of days: {text}</source>
        <translation>keine Anzahl von Tagen: {text}</translation>
    </message>
    <message>
        <source>{text} days: give a number above 0</source>
        <translation>{text} Tage: Geben Sie eine Zahl über 0 an</translation>
    </message>
    <message>
        <source>{problem}; nothing was changed (`ling-desk history list` shows them)</source>
        <translation>{problem}; nichts wurde geändert (`ling-desk history list` zeigt sie)</translation>
    </message>
    <message>
        <source>the history ({path}) is busy: another program is writing it. Try again in a moment; nothing was changed</source>
        <translation>der Verlauf ({path}) ist belegt: Ein anderes Programm schreibt gerade hinein. Versuchen Sie es gleich noch einmal; nichts wurde geändert</translation>
    </message>
    <message>
        <source>the history ({path}) cannot be used: {problem}</source>
        <translation>der Verlauf ({path}) kann nicht verwendet werden: {problem}</translation>
    </message>
    <message>
        <source>Ling Desk (pid {pid}) has this history open ({folder}); a {action} made beside it would be undone by its next save. Do it in that window, or close it and run this again; nothing was changed</source>
        <translation>Ling Desk (PID {pid}) hat diesen Verlauf geöffnet ({folder}); ein daneben ausgeführtes {action} würde beim nächsten Speichern rückgängig gemacht. Erledigen Sie es in jenem Fenster, oder schließen Sie es und führen Sie dies erneut aus; nichts wurde geändert</translation>
    </message>
    <message>
        <source>Ling Desk has this history open ({folder}); a {action} made beside it would be undone by its next save. Do it in that window, or close it and run this again; nothing was changed</source>
        <translation>Ling Desk hat diesen Verlauf geöffnet ({folder}); ein daneben ausgeführtes {action} würde beim nächsten Speichern rückgängig gemacht. Erledigen Sie es in jenem Fenster, oder schließen Sie es und führen Sie dies erneut aus; nichts wurde geändert</translation>
    </message>
    <message>
        <source>the history is empty</source>
        <translation>der Verlauf ist leer</translation>
    </message>
    <message>
        <source>pinned</source>
        <comment>a column of `history list`</comment>
        <translation>angeheftet</translation>
    </message>
    <message numerus="yes">
        <source>%n message(s)</source>
        <translation>
            <numerusform>%n Nachricht</numerusform>
            <numerusform>%n Nachrichten</numerusform>
        </translation>
    </message>
    <message>
        <source>{id}: deleted, its text erased from the history's files</source>
        <translation>{id}: gelöscht, sein Text aus den Dateien des Verlaufs getilgt</translation>
    </message>
    <message>
        <source>would delete: {id}  {updated}  {title}</source>
        <translation>würde löschen: {id}  {updated}  {title}</translation>
    </message>
    <message>
        <source>deleted: {id}  {updated}  {title}</source>
        <translation>gelöscht: {id}  {updated}  {title}</translation>
    </message>
    <message>
        <source>nothing is older than {days} days (pinned conversations are kept)</source>
        <translation>nichts ist älter als {days} Tage (angeheftete Chats bleiben erhalten)</translation>
    </message>
    <message>
        <source>{title} written to {path}</source>
        <translation>{title} in {path} geschrieben</translation>
    </message>
    <message>
        <source>cannot read {path}: {why}; nothing was added</source>
        <translation>{path} kann nicht gelesen werden: {why}; nichts wurde hinzugefügt</translation>
    </message>
    <message>
        <source>{path}: {problem}
Nothing was added.</source>
        <translation>{path}: {problem}
Nichts wurde hinzugefügt.</translation>
    </message>
    <message>
        <source>{problem}; nothing was added</source>
        <translation>{problem}; nichts wurde hinzugefügt</translation>
    </message>
    <message>
        <source>the running window shows it after its next start</source>
        <translation>das laufende Fenster zeigt es nach seinem nächsten Start</translation>
    </message>
    <message>
        <source>{id}: imported, {messages}  {title}</source>
        <translation>{id}: importiert, {messages}  {title}</translation>
    </message>
    <message>
        <source>{id}: pinned  {title}</source>
        <translation>{id}: angeheftet  {title}</translation>
    </message>
    <message>
        <source>{id}: unpinned  {title}</source>
        <translation>{id}: nicht mehr angeheftet  {title}</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>unterbrochen</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>Engine stopped by Ling Desk</source>
        <translation>Engine von Ling Desk gestoppt</translation>
    </message>
</context>
<context>
    <name>gateway</name>
    <message>
        <source>{name} is not a usable key name: 1-64 letters, digits, spaces or ._@+-, starting with a letter or digit (e.g. Continue, aider-laptop)</source>
        <translation>{name} ist kein brauchbarer Schlüsselname: 1–64 Buchstaben, Ziffern, Leerzeichen oder ._@+-, beginnend mit einem Buchstaben oder einer Ziffer (z. B. Continue, aider-laptop)</translation>
    </message>
    <message>
        <source>the key file {path} cannot be read ({error}); move it aside and create the keys again</source>
        <translation>die Schlüsseldatei {path} kann nicht gelesen werden ({error}); verschieben Sie sie und legen Sie die Schlüssel neu an</translation>
    </message>
    <message>
        <source>a key named {name} exists already; revoke it first or pick another name</source>
        <translation>ein Schlüssel namens {name} existiert bereits; widerrufen Sie ihn zuerst oder wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <source>a program Ling Desk cannot identify (/proc/net/tcp is unreadable)</source>
        <translation>ein Programm, das Ling Desk nicht erkennen kann (/proc/net/tcp ist nicht lesbar)</translation>
    </message>
    <message>
        <source>user {user}'s program (which program is hidden: Ling Desk may not look into another account's processes)</source>
        <translation>ein Programm des Benutzers {user} (welches, ist verborgen: Ling Desk darf nicht in die Prozesse eines anderen Kontos sehen)</translation>
    </message>
    <message>
        <source>another program of yours, {program}, not Ling Desk</source>
        <translation>ein anderes Programm von Ihnen, {program}, nicht Ling Desk</translation>
    </message>
    <message>
        <source>user {user}'s program {program}</source>
        <translation>das Programm {program} des Benutzers {user}</translation>
    </message>
    <message>
        <source>with user id {uid}</source>
        <translation>mit Benutzer-ID {uid}</translation>
    </message>
    <message>
        <source>Works: answered in {s} s (“{answer}…”)</source>
        <translation>Funktioniert: Antwort in {s} s („{answer}…“)</translation>
    </message>
    <message>
        <source>Failed ({status}): {why}</source>
        <translation>Fehlgeschlagen ({status}): {why}</translation>
    </message>
    <message>
        <source>Failed: {error}</source>
        <translation>Fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>turned off in Settings</source>
        <translation>in den Einstellungen ausgeschaltet</translation>
    </message>
    <message>
        <source>How many requests the engine runs at once is known once it is ready.</source>
        <translation>Wie viele Anfragen die Engine gleichzeitig bearbeitet, steht fest, sobald sie bereit ist.</translation>
    </message>
    <message>
        <source>The engine runs one request at a time: a chat answer in Ling Desk waits while an app's request runs, and an app waits for a chat answer.</source>
        <translation>Die Engine bearbeitet eine Anfrage nach der anderen: Eine Chat-Antwort in Ling Desk wartet, während die Anfrage einer App läuft, und eine App wartet auf eine Chat-Antwort.</translation>
    </message>
    <message>
        <source>The engine runs up to {n} requests at once (an app's and a chat's side by side); more wait for a free one.</source>
        <translation>Die Engine bearbeitet bis zu {n} Anfragen gleichzeitig (die einer App und die eines Chats nebeneinander); weitere warten, bis ein Platz frei wird.</translation>
    </message>
    <message>
        <source>{model}: {n} tokens of context.</source>
        <translation>{model}: {n} Token Kontext.</translation>
    </message>
    <message>
        <source>{model}: its context length shows here once the engine is ready.</source>
        <translation>{model}: Die Kontextlänge erscheint hier, sobald die Engine bereit ist.</translation>
    </message>
    <message>
        <source>~/.continue/config.yaml, under models:</source>
        <translation>~/.continue/config.yaml, unter models:</translation>
    </message>
    <message>
        <source>Cline settings (the gear in Cline's panel):</source>
        <translation>Cline-Einstellungen (das Zahnrad im Cline-Bereich):</translation>
    </message>
    <message>
        <source>under Model Configuration</source>
        <translation>unter Model Configuration</translation>
    </message>
    <message>
        <source>Aider reads the context length from a model metadata file:</source>
        <translation>Aider liest die Kontextlänge aus einer Modell-Metadatendatei:</translation>
    </message>
    <message>
        <source>Zed settings.json; then paste the key in the Agent panel's settings for
the 'Ling Desk' provider: {key}</source>
        <translation>Zed: settings.json; dann fügen Sie in den Einstellungen des Agent-Bereichs
für den Anbieter 'Ling Desk' den Schlüssel ein: {key}</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>App</source>
        <translation>App</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation>Endpunkt</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <source>Cached</source>
        <translation>Im Cache</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Akzeptanz</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>{model} is not running: start the engine in Ling Desk</source>
        <translation>{model} läuft nicht: Starten Sie die Engine in Ling Desk</translation>
    </message>
    <message>
        <source>{model} is stopping</source>
        <translation>{model} wird gestoppt</translation>
    </message>
    <message>
        <source>{model} is not available: the engine crashed (Ling Desk says why)</source>
        <translation>{model} ist nicht verfügbar: Die Engine ist abgestürzt (Ling Desk sagt, warum)</translation>
    </message>
    <message>
        <source>{model} is not available: Ling Desk stopped the engine (it says why)</source>
        <translation>{model} ist nicht verfügbar: Ling Desk hat die Engine gestoppt (und sagt, warum)</translation>
    </message>
    <message>
        <source>{model} is restarting: {stage}</source>
        <translation>{model} startet neu: {stage}</translation>
    </message>
    <message>
        <source>{model} is not available: {stage}</source>
        <translation>{model} ist nicht verfügbar: {stage}</translation>
    </message>
    <message>
        <source>{model} is loading: {stage}</source>
        <translation>{model} lädt: {stage}</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Connect an app</source>
        <translation>App verbinden</translation>
    </message>
    <message>
        <source>Editors and agents (Continue, Cline, Aider, Zed, opencode, Claude Code, your scripts) can use Ling-3.0-flash through Ling Desk's local API: one key per app, only on this computer.</source>
        <translation>Editoren und Agenten (Continue, Cline, Aider, Zed, opencode, Claude Code, Ihre Skripte) können Ling-3.0-flash über die lokale API von Ling Desk nutzen: ein Schlüssel pro App, nur auf diesem Computer.</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>Basis-URL</translation>
    </message>
    <message>
        <source>Copy the base URL</source>
        <translation>Basis-URL kopieren</translation>
    </message>
    <message>
        <source>Model id</source>
        <translation>Modell-ID</translation>
    </message>
    <message>
        <source>Copy the model id</source>
        <translation>Modell-ID kopieren</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>App name, e.g. Continue</source>
        <translation>App-Name, z. B. Continue</translation>
    </message>
    <message>
        <source>Create key</source>
        <translation>Schlüssel anlegen</translation>
    </message>
    <message>
        <source>New key</source>
        <translation>Neuer Schlüssel</translation>
    </message>
    <message>
        <source>Copy the new key</source>
        <translation>Neuen Schlüssel kopieren</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Angelegt</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>Zuletzt benutzt</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>Exposed</source>
        <translation>Offengelegt</translation>
    </message>
    <message>
        <source>Revoke key</source>
        <translation>Widerrufen</translation>
    </message>
    <message>
        <source>Revoke the selected key</source>
        <translation>Ausgewählten Schlüssel widerrufen</translation>
    </message>
    <message>
        <source>The selected key stops working on its next request</source>
        <translation>Der ausgewählte Schlüssel funktioniert ab seiner nächsten Anfrage nicht mehr</translation>
    </message>
    <message>
        <source>New key for app</source>
        <translation>Neuer Schlüssel</translation>
    </message>
    <message>
        <source>New key for the selected app</source>
        <translation>Neuer Schlüssel für die ausgewählte App</translation>
    </message>
    <message>
        <source>A new key for the selected app: the old key stops working; the new one is shown once</source>
        <translation>Ein neuer Schlüssel für die ausgewählte App: Der alte funktioniert nicht mehr; der neue wird einmal angezeigt</translation>
    </message>
    <message>
        <source>Keep key</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Keep the selected key</source>
        <translation>Ausgewählten Schlüssel behalten</translation>
    </message>
    <message>
        <source>Accept the selected exposed key again: only if you know the program on the port was safe</source>
        <translation>Den ausgewählten offengelegten Schlüssel wieder annehmen: nur, wenn Sie wissen, dass das Programm auf dem Port harmlos war</translation>
    </message>
    <message>
        <source>Set up an app</source>
        <translation>App einrichten</translation>
    </message>
    <message>
        <source>The app to set up</source>
        <translation>Die einzurichtende App</translation>
    </message>
    <message>
        <source>Copy the setup</source>
        <translation>Konfiguration kopieren</translation>
    </message>
    <message>
        <source>Copy the setup shown below</source>
        <translation>Die unten gezeigte Konfiguration kopieren</translation>
    </message>
    <message>
        <source>The setup for the chosen app</source>
        <translation>Die Konfiguration für die gewählte App</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Testen</translation>
    </message>
    <message>
        <source>Send a short real request through the gateway</source>
        <translation>Eine kurze echte Anfrage über das Gateway senden</translation>
    </message>
    <message>
        <source>Recent requests (no text is kept)</source>
        <translation>Letzte Anfragen (kein Text wird gespeichert)</translation>
    </message>
    <message>
        <source>None now: Ling Desk does not hold port {port}</source>
        <translation>Derzeit keine: Ling Desk hält Port {port} nicht</translation>
    </message>
    <message>
        <source>Not while another program holds the port: it would get it</source>
        <translation>Nicht, solange ein anderes Programm den Port hält: Es würde ihn bekommen</translation>
    </message>
    <message>
        <source>The local API is not running: {why}.</source>
        <translation>Die lokale API läuft nicht: {why}.</translation>
    </message>
    <message>
        <source>The local API is not running.</source>
        <translation>Die lokale API läuft nicht.</translation>
    </message>
    <message>
        <source>Listening on {url}. Apps get “503, retry later”: {why}.</source>
        <translation>Erreichbar unter {url}. Apps erhalten „503, später erneut versuchen“: {why}.</translation>
    </message>
    <message>
        <source>Listening on {url}. Engine ready; serving {names}.</source>
        <translation>Erreichbar unter {url}. Engine bereit; bedient {names}.</translation>
    </message>
    <message>
        <source>Listening on {url}. Engine ready.</source>
        <translation>Erreichbar unter {url}. Engine bereit.</translation>
    </message>
    <message>
        <source>The keys cannot be read: {error}</source>
        <translation>Die Schlüssel können nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>yes: {who}</source>
        <translation>ja: {who}</translation>
    </message>
    <message>
        <source>These apps need a new key: {names}. Their keys are refused because {who} held port {port} while Ling Desk did not, and may have seen them. Select one and press “New key for app”, then put the new key in that app.</source>
        <translation>Diese Apps brauchen einen neuen Schlüssel: {names}. Ihre Schlüssel werden abgelehnt, weil {who} Port {port} hielt, während Ling Desk ihn nicht hielt, und sie gesehen haben könnte. Wählen Sie eine aus, klicken Sie auf „Neuer Schlüssel“ und tragen Sie den neuen Schlüssel in diese App ein.</translation>
    </message>
    <message>
        <source>(stream)</source>
        <translation>(Stream)</translation>
    </message>
    <message>
        <source>Ling Desk does not hold port {port} now, so there is no setup to copy: an app set up now could send its key to whatever holds the port.</source>
        <translation>Ling Desk hält Port {port} gerade nicht, daher gibt es keine Konfiguration zum Kopieren: Eine jetzt eingerichtete App könnte ihren Schlüssel an das schicken, was den Port hält.</translation>
    </message>
    <message>
        <source>The key for &lt;b&gt;{name}&lt;/b&gt;. Copy it now: Ling Desk keeps only a fingerprint and cannot show it again. The snippets below include it until you close this page.</source>
        <translation>Der Schlüssel für &lt;b&gt;{name}&lt;/b&gt;. Kopieren Sie ihn jetzt: Ling Desk behält nur einen Fingerabdruck und kann ihn nicht noch einmal zeigen. Die Konfigurationen unten enthalten ihn, bis Sie diese Seite schließen.</translation>
    </message>
    <message>
        <source>Select the key to replace in the list first.</source>
        <translation>Wählen Sie zuerst den zu ersetzenden Schlüssel in der Liste aus.</translation>
    </message>
    <message>
        <source>The new key for &lt;b&gt;{name}&lt;/b&gt;; its old key no longer works. Copy it now and put it in the app: Ling Desk cannot show it again.</source>
        <translation>Der neue Schlüssel für &lt;b&gt;{name}&lt;/b&gt;; der alte funktioniert nicht mehr. Kopieren Sie ihn jetzt und tragen Sie ihn in die App ein: Ling Desk kann ihn nicht noch einmal zeigen.</translation>
    </message>
    <message>
        <source>Select the key to keep in the list first.</source>
        <translation>Wählen Sie zuerst den zu behaltenden Schlüssel in der Liste aus.</translation>
    </message>
    <message>
        <source>Key “{name}” works again from its next request.</source>
        <translation>Schlüssel „{name}“ funktioniert ab seiner nächsten Anfrage wieder.</translation>
    </message>
    <message>
        <source>Select the key to revoke in the list first.</source>
        <translation>Wählen Sie zuerst den zu widerrufenden Schlüssel in der Liste aus.</translation>
    </message>
    <message>
        <source>Key “{name}” revoked: it stops working on its next request.</source>
        <translation>Schlüssel „{name}“ widerrufen: Er funktioniert ab seiner nächsten Anfrage nicht mehr.</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Wird getestet …</translation>
    </message>
    <message>
        <source>The gateway test</source>
        <translation>Der Gateway-Test</translation>
    </message>
    <message>
        <source>Port {port} on 127.0.0.1 is held by {who}, not by Ling Desk: whatever your editors send to it (their keys, prompts and files) goes to that program. Ling Desk's local API is not running; it takes the port back as soon as it is free.</source>
        <translation>Port {port} auf 127.0.0.1 wird von {who} gehalten, nicht von Ling Desk: Alles, was Ihre Editoren dorthin senden (ihre Schlüssel, Prompts und Dateien), geht an dieses Programm. Die lokale API von Ling Desk läuft nicht; sie holt sich den Port zurück, sobald er frei ist.</translation>
    </message>
    <message>
        <source>Apps that need a new key (their keys are refused as exposed): {names}.</source>
        <translation>Apps, die einen neuen Schlüssel brauchen (ihre Schlüssel werden als offengelegt abgelehnt): {names}.</translation>
    </message>
    <message>
        <source>another program</source>
        <translation>ein anderes Programm</translation>
    </message>
    <message>
        <source>While Ling Desk did not hold port {port}, {who} held it and may have seen these apps' keys, now refused: {names}. Give each a new key, or confirm it (Connect an app).</source>
        <translation>Während Ling Desk Port {port} nicht hielt, hielt {who} ihn und könnte die Schlüssel dieser Apps gesehen haben, die jetzt abgelehnt werden: {names}. Geben Sie jeder einen neuen Schlüssel oder bestätigen Sie ihn (App verbinden).</translation>
    </message>
    <message numerus="yes">
        <source>waiting for {app}'s request (and %n more)</source>
        <translation>
            <numerusform>wartet auf die Anfrage von {app} (und %n weitere)</numerusform>
            <numerusform>wartet auf die Anfrage von {app} (und %n weitere)</numerusform>
        </translation>
    </message>
    <message>
        <source>waiting for {app}'s request</source>
        <translation>wartet auf die Anfrage von {app}</translation>
    </message>
</context>
<context>
    <name>ladder</name>
    <message>
        <source>Baseline (no optimization)</source>
        <translation>Basislinie (keine Optimierung)</translation>
    </message>
    <message>
        <source>Humming MoE</source>
        <translation>Humming MoE</translation>
    </message>
    <message>
        <source>FP8 LM head</source>
        <translation>FP8-LM-Head</translation>
    </message>
    <message numerus="yes">
        <source>NEXTN MTP (%n step(s))</source>
        <translation>
            <numerusform>NEXTN MTP (%n Schritt)</numerusform>
            <numerusform>NEXTN MTP (%n Schritte)</numerusform>
        </translation>
    </message>
    <message>
        <source>NEXTN depth {depth} (sweep)</source>
        <translation>NEXTN-Tiefe {depth} (Durchlauf)</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>Basislinie</translation>
    </message>
    <message>
        <source>Humming + FP8 head</source>
        <translation>Humming + FP8-Head</translation>
    </message>
    <message>
        <source>Humming + FP8 head + NEXTN</source>
        <translation>Humming + FP8-Head + NEXTN</translation>
    </message>
    <message>
        <source>{depth} is the same configuration as {twin} (its NEXTN runs {steps} steps): measured once, shown once.</source>
        <translation>{depth} ist dieselbe Konfiguration wie {twin} (ihr NEXTN läuft {steps} Schritte): einmal gemessen, einmal gezeigt.</translation>
    </message>
    <message>
        <source>startup checks failed ({checks}): not measured</source>
        <translation>Startprüfungen fehlgeschlagen ({checks}): nicht gemessen</translation>
    </message>
    <message>
        <source>no verdicts</source>
        <translation>keine Ergebnisse</translation>
    </message>
    <message>
        <source>as in this run</source>
        <translation>wie in diesem Lauf</translation>
    </message>
    <message>
        <source>the fewest such a change allows</source>
        <translation>das Mindeste, das eine solche Änderung zulässt</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) are far too few to tell whether accuracy changed: noticing a {change}-point change ({confidence}% confidence, {power}% power) takes about {needed} questions when {differ}% of answers differ between the two ({how}).</source>
        <translation>
            <numerusform>%n Frage ist viel zu wenig, um zu sagen, ob sich die Genauigkeit geändert hat: Eine Änderung um {change} Punkte zu bemerken ({confidence} % Konfidenz, {power} % Teststärke), braucht etwa {needed} Fragen, wenn sich {differ} % der Antworten zwischen beiden unterscheiden ({how}).</numerusform>
            <numerusform>%n Fragen sind viel zu wenige, um zu sagen, ob sich die Genauigkeit geändert hat: Eine Änderung um {change} Punkte zu bemerken ({confidence} % Konfidenz, {power} % Teststärke), braucht etwa {needed} Fragen, wenn sich {differ} % der Antworten zwischen beiden unterscheiden ({how}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) are too few to tell whether accuracy changed: noticing a {change}-point change ({confidence}% confidence, {power}% power) takes about {needed} questions when {differ}% of answers differ between the two ({how}).</source>
        <translation>
            <numerusform>%n Frage ist zu wenig, um zu sagen, ob sich die Genauigkeit geändert hat: Eine Änderung um {change} Punkte zu bemerken ({confidence} % Konfidenz, {power} % Teststärke), braucht etwa {needed} Fragen, wenn sich {differ} % der Antworten zwischen beiden unterscheiden ({how}).</numerusform>
            <numerusform>%n Fragen sind zu wenige, um zu sagen, ob sich die Genauigkeit geändert hat: Eine Änderung um {change} Punkte zu bemerken ({confidence} % Konfidenz, {power} % Teststärke), braucht etwa {needed} Fragen, wenn sich {differ} % der Antworten zwischen beiden unterscheiden ({how}).</numerusform>
        </translation>
    </message>
    <message>
        <source>With fewer than {least}, not even every answer changing could be told from chance.</source>
        <translation>Bei weniger als {least} ließe sich nicht einmal eine Änderung jeder Antwort vom Zufall unterscheiden.</translation>
    </message>
    <message>
        <source>No configuration was measured successfully: see the failed checks.</source>
        <translation>Keine Konfiguration wurde erfolgreich gemessen: siehe die fehlgeschlagenen Prüfungen.</translation>
    </message>
    <message>
        <source>Use {name}.</source>
        <translation>Verwenden Sie {name}.</translation>
    </message>
    <message>
        <source>Use {name}: {speedup}x the baseline's decode speed (95% CI {low}-{high}).</source>
        <translation>Verwenden Sie {name}: {speedup}-fache Decode-Geschwindigkeit der Basislinie (95-%-KI {low}–{high}).</translation>
    </message>
    <message>
        <source>Use {name}: {speedup}x the baseline's decode speed (95% CI {low}-{high}), accuracy {delta} points (McNemar p = {p}).</source>
        <translation>Verwenden Sie {name}: {speedup}-fache Decode-Geschwindigkeit der Basislinie (95-%-KI {low}–{high}), Genauigkeit {delta} Punkte (McNemar p = {p}).</translation>
    </message>
    <message>
        <source>Use {name}: {speedup}x the baseline's decode speed (95% CI {low}-{high}), accuracy {delta} points (McNemar p = {p}: a detectable change).</source>
        <translation>Verwenden Sie {name}: {speedup}-fache Decode-Geschwindigkeit der Basislinie (95-%-KI {low}–{high}), Genauigkeit {delta} Punkte (McNemar p = {p}: eine nachweisbare Änderung).</translation>
    </message>
    <message>
        <source>Use {name}: {speedup}x the baseline's decode speed (95% CI {low}-{high}), accuracy {delta} points (McNemar p = {p}: no detectable change).</source>
        <translation>Verwenden Sie {name}: {speedup}-fache Decode-Geschwindigkeit der Basislinie (95-%-KI {low}–{high}), Genauigkeit {delta} Punkte (McNemar p = {p}: keine nachweisbare Änderung).</translation>
    </message>
    <message>
        <source>{file}, line {line}: not JSON ({error})</source>
        <translation>{file}, Zeile {line}: kein JSON ({error})</translation>
    </message>
    <message>
        <source>{file}, line {line}: expected an object</source>
        <translation>{file}, Zeile {line}: ein Objekt erwartet</translation>
    </message>
    <message>
        <source>{file}: cannot be read ({error})</source>
        <translation>{file}: kann nicht gelesen werden ({error})</translation>
    </message>
    <message>
        <source>{file}, line {line}: needs "prompt" (text) or "messages" (a list of {{"role", "content"}})</source>
        <translation>{file}, Zeile {line}: braucht "prompt" (Text) oder "messages" (eine Liste von {{"role", "content"}})</translation>
    </message>
    <message>
        <source>{file}: no prompts in it</source>
        <translation>{file}: enthält keine Prompts</translation>
    </message>
    <message>
        <source>no chat history yet ({path})</source>
        <translation>noch kein Chat-Verlauf ({path})</translation>
    </message>
    <message>
        <source>the chat history cannot be read ({error})</source>
        <translation>der Chat-Verlauf kann nicht gelesen werden ({error})</translation>
    </message>
    <message>
        <source>the chat history holds no questions yet</source>
        <translation>der Chat-Verlauf enthält noch keine Fragen</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Applies when Ling Desk restarts.</source>
        <translation>Gilt nach einem Neustart von Ling Desk.</translation>
    </message>
</context>
<context>
    <name>setup</name>
    <message>
        <source>the same command finishes the job</source>
        <translation>derselbe Befehl schließt die Aufgabe ab</translation>
    </message>
    <message>
        <source>cancelled; {note}</source>
        <translation>abgebrochen; {note}</translation>
    </message>
    <message>
        <source>unknown action {action}</source>
        <translation>unbekannte Aktion {action}</translation>
    </message>
    <message>
        <source>{file} {file_done}/{file_size} | {percent}% {done} of {total}, {rate}, {left}</source>
        <translation>{file} {file_done}/{file_size} | {percent}% {done} von {total}, {rate}, {left}</translation>
    </message>
    <message>
        <source>the download finished but {folder} does not verify: {problems}</source>
        <translation>der Download ist fertig, aber {folder} besteht die Prüfung nicht: {problems}</translation>
    </message>
    <message numerus="yes">
        <source>{folder}: %n file(s) of {repo}, verified; now the configured model</source>
        <translation>
            <numerusform>{folder}: %n Datei von {repo}, geprüft; jetzt das eingestellte Modell</numerusform>
            <numerusform>{folder}: %n Dateien von {repo}, geprüft; jetzt das eingestellte Modell</numerusform>
        </translation>
    </message>
    <message>
        <source>no model folder is configured: pass --model DIR, or run `ling-desk model download`</source>
        <translation>kein Modellordner eingestellt: geben Sie --model DIR an oder führen Sie `ling-desk model download` aus</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>sglang {sglang}, humming-kernels {humming}, torch {torch} (CUDA {cuda}), GPU capability {capability}</source>
        <translation>sglang {sglang}, humming-kernels {humming}, torch {torch} (CUDA {cuda}), GPU-Compute-Capability {capability}</translation>
    </message>
    <message>
        <source>cannot run here: {problem}</source>
        <translation>kann hier nicht laufen: {problem}</translation>
    </message>
    <message>
        <source>fix: {text}</source>
        <translation>Abhilfe: {text}</translation>
    </message>
    <message>
        <source>detail: {text}</source>
        <translation>Details: {text}</translation>
    </message>
    <message>
        <source>log: {path}</source>
        <translation>Protokoll: {path}</translation>
    </message>
    <message>
        <source>now the configured engine environment ({python})</source>
        <translation>jetzt die eingestellte Engine-Umgebung ({python})</translation>
    </message>
    <message>
        <source>no engine environment found; create one: ling-desk engine-env create</source>
        <translation>keine Engine-Umgebung gefunden; legen Sie eine an: ling-desk engine-env create</translation>
    </message>
    <message>
        <source>SGLang's wheels are for Linux; this is {platform}.</source>
        <translation>Die Wheels von SGLang sind für Linux; dies ist {platform}.</translation>
    </message>
    <message>
        <source>SGLang's wheels are for x86_64 and aarch64; this machine is {machine}.</source>
        <translation>Die Wheels von SGLang sind für x86_64 und aarch64; dieser Rechner ist {machine}.</translation>
    </message>
    <message>
        <source>No NVIDIA driver answers (nvidia-smi is missing or fails): the engine needs an NVIDIA GPU with its driver installed.</source>
        <translation>Kein NVIDIA-Treiber antwortet (nvidia-smi fehlt oder schlägt fehl): Die Engine braucht eine NVIDIA-GPU mit installiertem Treiber.</translation>
    </message>
    <message>
        <source>The NVIDIA driver supports CUDA {driver}; the engine's wheels are built for CUDA {wheels}: update the driver (a 580 or newer series) before the engine can run.</source>
        <translation>Der NVIDIA-Treiber unterstützt CUDA {driver}; die Wheels der Engine sind für CUDA {wheels} gebaut: Aktualisieren Sie den Treiber (Serie 580 oder neuer), bevor die Engine laufen kann.</translation>
    </message>
    <message>
        <source>the venv is kept, and the same command finishes the install</source>
        <translation>das venv bleibt erhalten, und derselbe Befehl schließt die Installation ab</translation>
    </message>
    <message>
        <source>{step} failed (exit {code}): {line}</source>
        <translation>{step} fehlgeschlagen (Exit-Code {code}): {line}</translation>
    </message>
    <message>
        <source>Upgrading pip in the venv first (pip 24.1 or newer shows download progress)</source>
        <translation>Zuerst wird pip im venv aktualisiert (ab pip 24.1 wird der Download-Fortschritt angezeigt)</translation>
    </message>
    <message>
        <source>upgrading pip</source>
        <translation>pip aktualisieren</translation>
    </message>
    <message>
        <source>pip stays as it is ({error}); progress is shown without byte counts</source>
        <translation>pip bleibt, wie es ist ({error}); der Fortschritt wird ohne Byte-Angaben angezeigt</translation>
    </message>
    <message>
        <source>Note: {problem}</source>
        <translation>Hinweis: {problem}</translation>
    </message>
    <message>
        <source>Creating a venv in {folder} with {python}</source>
        <translation>venv wird in {folder} mit {python} angelegt</translation>
    </message>
    <message>
        <source>creating the venv</source>
        <translation>venv anlegen</translation>
    </message>
    <message>
        <source>Using the venv already in {folder}</source>
        <translation>Das vorhandene venv in {folder} wird verwendet</translation>
    </message>
    <message>
        <source>Installing {packages} (several GB on a GPU machine)</source>
        <translation>{packages} wird installiert (mehrere GB auf einem GPU-Rechner)</translation>
    </message>
    <message>
        <source>Probing the new environment</source>
        <translation>Die neue Umgebung wird geprüft</translation>
    </message>
    <message>
        <source>The engine's Python was not saved in the settings: {error}</source>
        <translation>Das Python der Engine wurde nicht in den Einstellungen gespeichert: {error}</translation>
    </message>
    <message>
        <source>what was done is kept for the next run</source>
        <translation>was erledigt ist, bleibt für den nächsten Lauf erhalten</translation>
    </message>
    <message>
        <source>{h} h {min} min</source>
        <translation>{h} h {min} min</translation>
    </message>
    <message>
        <source>{min} min {s} s</source>
        <translation>{min} min {s} s</translation>
    </message>
    <message>
        <source>{s} s</source>
        <translation>{s} s</translation>
    </message>
    <message>
        <source>stalled</source>
        <translation>stockt</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>noch {time}</translation>
    </message>
    <message>
        <source>Connection lost. Retrying in {wait} s</source>
        <translation>Verbindung unterbrochen. Neuer Versuch in {wait} s</translation>
    </message>
    <message>
        <source>Connection lost: {done} of {total} kept. Retrying in {wait} s</source>
        <translation>Verbindung unterbrochen: {done} von {total} behalten. Neuer Versuch in {wait} s</translation>
    </message>
    <message>
        <source>The hub answered {reason}. Retrying in {wait} s</source>
        <translation>Der Hub antwortete {reason}. Neuer Versuch in {wait} s</translation>
    </message>
    <message>
        <source>The hub answered {reason}: {done} of {total} kept. Retrying in {wait} s</source>
        <translation>Der Hub antwortete {reason}: {done} von {total} behalten. Neuer Versuch in {wait} s</translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation>Verbindung unterbrochen</translation>
    </message>
    <message>
        <source>Connection lost: {done} of {total} kept</source>
        <translation>Verbindung unterbrochen: {done} von {total} behalten</translation>
    </message>
    <message>
        <source>{endpoint} refused access to {repo} ({error}): check the repo name, or set HF_TOKEN to a token that may read it.</source>
        <translation>{endpoint} verweigert den Zugriff auf {repo} ({error}): Prüfen Sie den Repo-Namen oder setzen Sie HF_TOKEN auf ein Token mit Leserecht.</translation>
    </message>
    <message>
        <source>{repo} has no such revision on {endpoint}.</source>
        <translation>{repo} hat auf {endpoint} keine solche Revision.</translation>
    </message>
    <message>
        <source>{endpoint} answered {status} for {repo}</source>
        <translation>{endpoint} antwortete {status} für {repo}</translation>
    </message>
    <message>
        <source>cannot reach {endpoint} for {repo}: {reason}</source>
        <translation>{endpoint} ist für {repo} nicht erreichbar: {reason}</translation>
    </message>
    <message>
        <source>the connection was refused (nothing answers there now)</source>
        <translation>die Verbindung wurde abgelehnt (dort antwortet gerade nichts)</translation>
    </message>
    <message>
        <source>the name does not resolve (no network, or a wrong address)</source>
        <translation>der Name lässt sich nicht auflösen (kein Netz oder falsche Adresse)</translation>
    </message>
    <message>
        <source>the name does not resolve (no network?)</source>
        <translation>der Name lässt sich nicht auflösen (kein Netz?)</translation>
    </message>
    <message>
        <source>the network is unreachable</source>
        <translation>das Netz ist nicht erreichbar</translation>
    </message>
    <message>
        <source>there is no route to the host</source>
        <translation>es gibt keine Route zum Host</translation>
    </message>
    <message>
        <source>no answer in time</source>
        <translation>keine Antwort in der Zeit</translation>
    </message>
    <message>
        <source>the connection was reset</source>
        <translation>die Verbindung wurde zurückgesetzt</translation>
    </message>
    <message>
        <source>the connection was cut midway</source>
        <translation>die Verbindung brach mittendrin ab</translation>
    </message>
    <message>
        <source>its TLS certificate was not accepted</source>
        <translation>sein TLS-Zertifikat wurde nicht akzeptiert</translation>
    </message>
    <message>
        <source>not a file name</source>
        <translation>kein Dateiname</translation>
    </message>
    <message>
        <source>an absolute path</source>
        <translation>ein absoluter Pfad</translation>
    </message>
    <message>
        <source>it climbs out with '..'</source>
        <translation>er verlässt den Ordner mit '..'</translation>
    </message>
    <message>
        <source>it would overwrite Ling Desk's own {folder} folder</source>
        <translation>er würde den eigenen Ordner {folder} von Ling Desk überschreiben</translation>
    </message>
    <message>
        <source>it leads out of the folder through a link</source>
        <translation>er führt über einen Link aus dem Ordner hinaus</translation>
    </message>
    <message>
        <source>what was downloaded is kept, and the same command fetches the rest</source>
        <translation>was heruntergeladen ist, bleibt erhalten, und derselbe Befehl holt den Rest</translation>
    </message>
    <message>
        <source>{endpoint} did not answer {what} within {s} s (stalled)</source>
        <translation>{endpoint} hat {what} nicht innerhalb von {s} s beantwortet (stockt)</translation>
    </message>
    <message>
        <source>try {attempt} of {tries}</source>
        <translation>Versuch {attempt} von {tries}</translation>
    </message>
    <message>
        <source>{reason}; try {attempt} of {tries}</source>
        <translation>{reason}; Versuch {attempt} von {tries}</translation>
    </message>
    <message>
        <source>HF_HUB_OFFLINE is set in this environment, so huggingface_hub will not connect: unset it for the download (the engine runs offline either way).</source>
        <translation>In dieser Umgebung ist HF_HUB_OFFLINE gesetzt, daher verbindet sich huggingface_hub nicht: Heben Sie es für den Download auf (die Engine läuft ohnehin offline).</translation>
    </message>
    <message>
        <source>the listing of {repo}</source>
        <translation>die Dateiliste von {repo}</translation>
    </message>
    <message>
        <source>the listing</source>
        <translation>die Dateiliste</translation>
    </message>
    <message>
        <source>{endpoint} did not say which commit {repo} is at.</source>
        <translation>{endpoint} hat nicht gesagt, auf welchem Commit {repo} steht.</translation>
    </message>
    <message>
        <source>{error}; try again later, or another mirror (HF_ENDPOINT)</source>
        <translation>{error}; versuchen Sie es später erneut oder mit einem anderen Mirror (HF_ENDPOINT)</translation>
    </message>
    <message numerus="yes">
        <source>; and %n more</source>
        <translation>
            <numerusform>; und %n weiterer</numerusform>
            <numerusform>; und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>{endpoint} lists file names that would be written outside {folder}: {names}. Nothing was written; a hub never lists such names, so check the mirror (HF_ENDPOINT).</source>
        <translation>{endpoint} listet Dateinamen, die außerhalb von {folder} geschrieben würden: {names}. Es wurde nichts geschrieben; ein Hub listet nie solche Namen, prüfen Sie also den Mirror (HF_ENDPOINT).</translation>
    </message>
    <message>
        <source>Asking {endpoint} for {repo} at {revision}</source>
        <translation>{repo} in {revision} wird bei {endpoint} angefragt</translation>
    </message>
    <message numerus="yes">
        <source>{repo} at {commit}: %n file(s), {total}; {have} already here, {need} to fetch into {folder}</source>
        <translation>
            <numerusform>{repo} in {commit}: %n Datei, {total}; {have} schon hier, {need} noch nach {folder} zu holen</numerusform>
            <numerusform>{repo} in {commit}: %n Dateien, {total}; {have} schon hier, {need} noch nach {folder} zu holen</numerusform>
        </translation>
    </message>
    <message>
        <source>not enough disk space: the download needs {need} more (plus {reserve} kept free) in {folder}, which has {free} free. Free some space or choose another folder (--dir).</source>
        <translation>nicht genug Speicherplatz: Der Download braucht in {folder} noch {need} (plus {reserve}, die frei bleiben), dort sind {free} frei. Schaffen Sie Platz oder wählen Sie einen anderen Ordner (--dir).</translation>
    </message>
    <message>
        <source>{file}: checking the copy here (as the last run left it) against the hub's hash</source>
        <translation>{file}: Die Kopie hier (wie der letzte Lauf sie hinterließ) wird mit dem Hash des Hubs verglichen</translation>
    </message>
    <message>
        <source>{file}: checking the copy here against the hub's hash</source>
        <translation>{file}: Die Kopie hier wird mit dem Hash des Hubs verglichen</translation>
    </message>
    <message>
        <source>{file}: the copy here differs from the hub's ({why}); fetching it</source>
        <translation>{file}: Die Kopie hier weicht von der des Hubs ab ({why}); sie wird neu geholt</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) differ from the hub's listing after download, and were removed: {detail}. Run the download again to fetch them anew.</source>
        <translation>
            <numerusform>%n Datei weicht nach dem Download von der Liste des Hubs ab und wurde entfernt: {detail}. Starten Sie den Download erneut, um sie neu zu holen.</numerusform>
            <numerusform>%n Dateien weichen nach dem Download von der Liste des Hubs ab und wurden entfernt: {detail}. Starten Sie den Download erneut, um sie neu zu holen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n file(s) are here and match the hub's hashes.</source>
        <translation>
            <numerusform>Die %n Datei ist da und stimmt mit dem Hash des Hubs überein.</numerusform>
            <numerusform>Alle %n Dateien sind da und stimmen mit den Hashes des Hubs überein.</numerusform>
        </translation>
    </message>
    <message>
        <source>{file}: resuming at {done} of {size}</source>
        <translation>{file}: wird bei {done} von {size} fortgesetzt</translation>
    </message>
    <message numerus="yes">
        <source>{file}: {error}, %n tries in a row</source>
        <translation>
            <numerusform>{file}: {error}, %n Versuch in Folge</numerusform>
            <numerusform>{file}: {error}, %n Versuche in Folge</numerusform>
        </translation>
    </message>
    <message>
        <source>{why}. {done} of {total} are kept: the same download fetches the {left} left</source>
        <translation>{why}. {done} von {total} bleiben erhalten: Derselbe Download holt die restlichen {left}</translation>
    </message>
    <message>
        <source>{file}: {endpoint} ended the file at {got} bytes; its listing gives {size}. What came is kept for a re-run.</source>
        <translation>{file}: {endpoint} beendete die Datei bei {got} Bytes; laut Liste hat sie {size}. Was ankam, bleibt für einen neuen Lauf erhalten.</translation>
    </message>
    <message>
        <source>cannot write {path}: {error}</source>
        <translation>{path} kann nicht geschrieben werden: {error}</translation>
    </message>
    <message>
        <source>{file}: differs from the hub's listing ({detail}); removed</source>
        <translation>{file}: weicht von der Liste des Hubs ab ({detail}); entfernt</translation>
    </message>
    <message>
        <source>{file}: {endpoint} sent more than the {size} bytes its listing gives the file; what it sent beyond that was not kept</source>
        <translation>{file}: {endpoint} schickte mehr als die {size} Bytes, die die Liste für die Datei angibt; was darüber hinausging, wurde nicht behalten</translation>
    </message>
    <message>
        <source>{file}: {endpoint} sent {got} bytes in the last {s} s (stalled); what was fetched is kept, and the same command fetches the rest (or try another mirror, HF_ENDPOINT)</source>
        <translation>{file}: {endpoint} schickte in den letzten {s} s nur {got} Bytes (stockt); was geholt wurde, bleibt erhalten, und derselbe Befehl holt den Rest (oder versuchen Sie einen anderen Mirror, HF_ENDPOINT)</translation>
    </message>
    <message>
        <source>{path}: a usable Ling-3.0-flash checkpoint</source>
        <translation>{path}: ein brauchbarer Ling-3.0-flash-Checkpoint</translation>
    </message>
    <message>
        <source>{path}: NOT usable</source>
        <translation>{path}: NICHT brauchbar</translation>
    </message>
    <message>
        <source>problem: {text}</source>
        <translation>Problem: {text}</translation>
    </message>
    <message>
        <source>--full: no hub listing is kept for this folder (Ling Desk did not download it), so there are no hashes to compare</source>
        <translation>--full: Für diesen Ordner ist keine Liste des Hubs gespeichert (Ling Desk hat ihn nicht heruntergeladen), daher gibt es keine Hashes zum Vergleichen</translation>
    </message>
    <message>
        <source>Run `ling-desk model download` again: it fetches them anew.</source>
        <translation>Führen Sie `ling-desk model download` erneut aus: Es holt sie neu.</translation>
    </message>
    <message>
        <source>checking {file} ({i} of {n})</source>
        <translation>{file} wird geprüft ({i} von {n})</translation>
    </message>
    <message>
        <source>{file} differs from the hub's listing ({why})</source>
        <translation>{file} weicht von der Liste des Hubs ab ({why})</translation>
    </message>
    <message>
        <source>Ling Desk connects beyond this machine only when you ask, in three places: Download model (step 2) fetches the checkpoint from the Hugging Face hub, or HF_ENDPOINT, through huggingface_hub; Create engine environment (step 1) has pip fetch SGLang and its packages from the Python package index, or the index or wheel folder in LING_DESK_PIP_ARGS; and an MCP tool server you add in Settings &gt; Tools reaches whatever that server reaches. The engine itself always runs offline.</source>
        <translation>Ling Desk verbindet sich nur auf Ihren Wunsch über diesen Rechner hinaus, an drei Stellen: „Modell herunterladen“ (Schritt 2) holt den Checkpoint über huggingface_hub vom Hugging Face Hub oder von HF_ENDPOINT; „Engine-Umgebung anlegen“ (Schritt 1) lässt pip SGLang und seine Pakete aus dem Python-Paketindex holen oder aus dem Index bzw. Wheel-Ordner in LING_DESK_PIP_ARGS; und ein MCP-Tool-Server, den Sie unter Einstellungen &gt; Tools hinzufügen, erreicht alles, was dieser Server erreicht. Die Engine selbst läuft immer offline.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop what the step {title} is doing</source>
        <translation>Beenden, was der Schritt „{title}“ gerade tut</translation>
    </message>
    <message>
        <source>not checked yet</source>
        <translation>noch nicht geprüft</translation>
    </message>
    <message>
        <source>Set-up step {title}</source>
        <translation>Einrichtungsschritt „{title}“</translation>
    </message>
    <message>
        <source>Press Create engine environment (a venv in Ling Desk's data folder with sglang 0.5.23 and humming-kernels), or Choose existing… to point at an environment's Python.</source>
        <translation>Klicken Sie auf „Engine-Umgebung anlegen“ (ein venv im Datenordner von Ling Desk mit sglang 0.5.23 und humming-kernels) oder auf „Vorhandene wählen …“, um auf das Python einer Umgebung zu zeigen.</translation>
    </message>
    <message>
        <source>Press Download model (about 60 GB), or Choose folder… for a checkpoint already on this machine.</source>
        <translation>Klicken Sie auf „Modell herunterladen“ (etwa 60 GB) oder, für einen Checkpoint, der schon auf diesem Rechner liegt, auf „Ordner wählen …“.</translation>
    </message>
    <message>
        <source>Your custom launcher starts the engine ({launcher}), so Ling Desk creates and checks no engine environment for it. Settings &gt; Engine changes the launcher.</source>
        <translation>Ihr eigener Starter startet die Engine ({launcher}), daher legt Ling Desk dafür keine Engine-Umgebung an und prüft keine. Unter Einstellungen &gt; Engine ändern Sie den Starter.</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>ready (with a warning)</source>
        <translation>bereit (mit Warnung)</translation>
    </message>
    <message>
        <source>to do</source>
        <translation>zu erledigen</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <source>checking</source>
        <translation>wird geprüft</translation>
    </message>
    <message>
        <source>Fix: {fix}</source>
        <translation>Abhilfe: {fix}</translation>
    </message>
    <message>
        <source>Technical detail: {detail}</source>
        <translation>Technische Details: {detail}</translation>
    </message>
    <message>
        <source>Set-up steps</source>
        <translation>Einrichtungsschritte</translation>
    </message>
    <message>
        <source>What the engine needs before it can start</source>
        <translation>Was die Engine braucht, bevor sie starten kann</translation>
    </message>
    <message>
        <source>Set up Ling Desk</source>
        <translation>Ling Desk einrichten</translation>
    </message>
    <message>
        <source>Back to the chat</source>
        <translation>Zurück zum Chat</translation>
    </message>
    <message>
        <source>Leave set-up; the chat and your history are as you left them (Esc)</source>
        <translation>Einrichtung verlassen; Chat und Verlauf sind, wie Sie sie verlassen haben (Esc)</translation>
    </message>
    <message>
        <source>On the set-up page: back to the chat</source>
        <translation>Auf der Einrichtungsseite: zurück zum Chat</translation>
    </message>
    <message>
        <source>Engine environment</source>
        <translation>Engine-Umgebung</translation>
    </message>
    <message>
        <source>Create engine environment</source>
        <translation>Engine-Umgebung anlegen</translation>
    </message>
    <message>
        <source>Choose existing…</source>
        <translation>Vorhandene wählen …</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Download model</source>
        <translation>Modell herunterladen</translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation>Ordner wählen …</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Start the engine</source>
        <translation>Engine starten</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>Erneut prüfen</translation>
    </message>
    <message>
        <source>Your custom launcher starts the engine; Ling Desk gives it the Ling-3.0-flash checkpoint's folder. Each step below says what is missing and offers the one action that fixes it.</source>
        <translation>Ihr eigener Starter startet die Engine; Ling Desk gibt ihm den Ordner des Ling-3.0-flash-Checkpoints. Jeder Schritt unten sagt, was fehlt, und bietet die eine Aktion an, die es behebt.</translation>
    </message>
    <message>
        <source>Before the first answer, Ling Desk needs an engine environment (SGLang) and the Ling-3.0-flash checkpoint. Each step below says what is missing and offers the one action that fixes it.</source>
        <translation>Vor der ersten Antwort braucht Ling Desk eine Engine-Umgebung (SGLang) und den Ling-3.0-flash-Checkpoint. Jeder Schritt unten sagt, was fehlt, und bietet die eine Aktion an, die es behebt.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Step 2 (Model) fixes it: Download model fetches the checkpoint, or Choose folder… takes a copy already on this machine.</source>
        <translation>Schritt 2 (Modell) behebt es: „Modell herunterladen“ holt den Checkpoint, oder „Ordner wählen …“ nimmt eine Kopie, die schon auf diesem Rechner liegt.</translation>
    </message>
    <message>
        <source>Your custom launcher starts the engine, so this page cannot install into its environment: install sglang 0.5.23 with humming-kernels where your launcher runs, or remove the launcher in Settings &gt; Engine so step 1 can set it up.</source>
        <translation>Ihr eigener Starter startet die Engine, daher kann diese Seite nichts in seine Umgebung installieren: Installieren Sie sglang 0.5.23 mit humming-kernels dort, wo Ihr Starter läuft, oder entfernen Sie den Starter unter Einstellungen &gt; Engine, damit Schritt 1 die Umgebung einrichten kann.</translation>
    </message>
    <message>
        <source>Step 1 (Engine environment) fixes it: Create engine environment installs it again (sglang 0.5.23 with humming-kernels and Ling Desk's part inside the engine); what is already there is kept. Then step 3 restarts the engine.</source>
        <translation>Schritt 1 (Engine-Umgebung) behebt es: „Engine-Umgebung anlegen“ installiert sie erneut (sglang 0.5.23 mit humming-kernels und dem Teil von Ling Desk in der Engine); was schon da ist, bleibt erhalten. Danach startet Schritt 3 die Engine neu.</translation>
    </message>
    <message>
        <source>Fixing: {names}. {what}</source>
        <translation>Zu beheben: {names}. {what}</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>wird geprüft …</translation>
    </message>
    <message>
        <source>could not check</source>
        <translation>Prüfung nicht möglich</translation>
    </message>
    <message>
        <source>to fix where your launcher runs</source>
        <translation>dort zu beheben, wo Ihr Starter läuft</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>nicht nötig</translation>
    </message>
    <message>
        <source>Restart the engine</source>
        <translation>Engine neu starten</translation>
    </message>
    <message>
        <source>ready to restart</source>
        <translation>bereit zum Neustart</translation>
    </message>
    <message>
        <source>The engine runs as it was set up: once the step above is done, restart it so it uses what set-up installed.</source>
        <translation>Die Engine läuft so, wie sie eingerichtet war: Sobald der Schritt oben erledigt ist, starten Sie sie neu, damit sie verwendet, was die Einrichtung installiert hat.</translation>
    </message>
    <message>
        <source>ready to start</source>
        <translation>bereit zum Start</translation>
    </message>
    <message>
        <source>Both pieces are in place: start the engine, and Ling Desk proves each optimization as it comes up.</source>
        <translation>Beide Teile sind da: Starten Sie die Engine, und Ling Desk weist beim Hochfahren jede Optimierung nach.</translation>
    </message>
    <message>
        <source>Needs the engine environment and the model first.</source>
        <translation>Braucht zuerst die Engine-Umgebung und das Modell.</translation>
    </message>
    <message>
        <source>Needs the engine environment first.</source>
        <translation>Braucht zuerst die Engine-Umgebung.</translation>
    </message>
    <message>
        <source>Needs the model first.</source>
        <translation>Braucht zuerst das Modell.</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>Resume ({left} left)</source>
        <translation>Fortsetzen (noch {left})</translation>
    </message>
    <message>
        <source>Resume download ({kept} of {total} kept)</source>
        <translation>Download fortsetzen ({kept} von {total} behalten)</translation>
    </message>
    <message>
        <source>Download in progress, {done} of {total}: quit and resume later?</source>
        <translation>Download läuft, {done} von {total}: beenden und später fortsetzen?</translation>
    </message>
    <message>
        <source>Download in progress: quit and resume later?</source>
        <translation>Download läuft: beenden und später fortsetzen?</translation>
    </message>
    <message>
        <source>The engine environment is being created ({elapsed} so far): quit and finish it later? What pip installed is kept.</source>
        <translation>Die Engine-Umgebung wird gerade angelegt (bisher {elapsed}): beenden und später abschließen? Was pip installiert hat, bleibt erhalten.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet …</translation>
    </message>
    <message>
        <source>Cancelled. What was done is kept: the same button finishes the rest.</source>
        <translation>Abgebrochen. Was erledigt ist, bleibt erhalten: Dieselbe Schaltfläche erledigt den Rest.</translation>
    </message>
    <message>
        <source>Connection lost: {done} of {total} kept. Resume fetches the {left} left.</source>
        <translation>Verbindung unterbrochen: {done} von {total} behalten. „Fortsetzen“ holt die restlichen {left}.</translation>
    </message>
    <message>
        <source>Detail: {cause}</source>
        <translation>Details: {cause}</translation>
    </message>
    <message>
        <source>Failed: {error}</source>
        <translation>Fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>pip: {package} — {file} {done} of {total}</source>
        <translation>pip: {package} — {file} {done} von {total}</translation>
    </message>
    <message>
        <source>pip: downloading {package} — {file} ({size})</source>
        <translation>pip: {package} wird heruntergeladen — {file} ({size})</translation>
    </message>
    <message>
        <source>pip: downloading {package} — {file}</source>
        <translation>pip: {package} wird heruntergeladen — {file}</translation>
    </message>
    <message>
        <source>{time} so far</source>
        <translation>bisher {time}</translation>
    </message>
    <message>
        <source>{size} fetched</source>
        <translation>{size} geholt</translation>
    </message>
    <message numerus="yes">
        <source>%n package(s) so far</source>
        <translation>
            <numerusform>bisher %n Paket</numerusform>
            <numerusform>bisher %n Pakete</numerusform>
        </translation>
    </message>
    <message>
        <source>torch {torch}, CUDA {cuda}, GPU capability {capability}; sglang {sglang}, humming-kernels {humming}</source>
        <translation>torch {torch}, CUDA {cuda}, GPU-Compute-Capability {capability}; sglang {sglang}, humming-kernels {humming}</translation>
    </message>
    <message>
        <source>Cannot run here: {problem}</source>
        <translation>Kann hier nicht laufen: {problem}</translation>
    </message>
    <message>
        <source>Log: {path}</source>
        <translation>Protokoll: {path}</translation>
    </message>
    <message>
        <source>Python of an engine environment</source>
        <translation>Python einer Engine-Umgebung</translation>
    </message>
    <message>
        <source>probing…</source>
        <translation>wird untersucht …</translation>
    </message>
    <message>
        <source>not usable</source>
        <translation>nicht brauchbar</translation>
    </message>
    <message>
        <source>{reason}; try {attempt} of {tries} next</source>
        <translation>{reason}; als Nächstes Versuch {attempt} von {tries}</translation>
    </message>
    <message>
        <source>{file}: {done} of {size}</source>
        <translation>{file}: {done} von {size}</translation>
    </message>
    <message>
        <source>Overall {done} of {total} at {rate}, {left}</source>
        <translation>Insgesamt {done} von {total} mit {rate}, {left}</translation>
    </message>
    <message>
        <source>Verifying the folder…</source>
        <translation>Der Ordner wird geprüft …</translation>
    </message>
    <message>
        <source>Model folder</source>
        <translation>Modellordner</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>nicht erlaubt</translation>
    </message>
    <message>
        <source>verifying…</source>
        <translation>wird geprüft …</translation>
    </message>
    <message>
        <source>Finish set-up first: step 1 (Engine environment) and step 2 (Model). The engine cannot start without them.</source>
        <translation>Schließen Sie zuerst die Einrichtung ab: Schritt 1 (Engine-Umgebung) und Schritt 2 (Modell). Ohne sie kann die Engine nicht starten.</translation>
    </message>
    <message>
        <source>Finish set-up first: step 1 (Engine environment). The engine cannot start without it.</source>
        <translation>Schließen Sie zuerst die Einrichtung ab: Schritt 1 (Engine-Umgebung). Ohne sie kann die Engine nicht starten.</translation>
    </message>
    <message>
        <source>Finish set-up first: step 2 (Model). The engine cannot start without it.</source>
        <translation>Schließen Sie zuerst die Einrichtung ab: Schritt 2 (Modell). Ohne es kann die Engine nicht starten.</translation>
    </message>
</context>
<context>
    <name>shell</name>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The new language applies when Ling Desk restarts.</source>
        <translation>Die neue Sprache gilt nach einem Neustart von Ling Desk.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Jetzt neu starten</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Chats</source>
        <translation>Chats</translation>
    </message>
    <message>
        <source>Show or hide the conversation list (Ctrl+Shift+B)</source>
        <translation>Chatliste ein- oder ausblenden (Strg+Umschalt+B)</translation>
    </message>
    <message>
        <source>Show or hide the engine panel</source>
        <translation>Engine-Bereich ein- oder ausblenden</translation>
    </message>
    <message>
        <source>the last conversation</source>
        <translation>den letzten Chat</translation>
    </message>
    <message>
        <source>Local API alarm</source>
        <translation>Alarm der lokalen API</translation>
    </message>
    <message>
        <source>Connect an app…</source>
        <translation>App verbinden …</translation>
    </message>
    <message>
        <source>Connect an app</source>
        <translation>App verbinden</translation>
    </message>
    <message>
        <source>Open the page that says how apps reach Ling</source>
        <translation>Seite öffnen, die zeigt, wie Apps Ling erreichen</translation>
    </message>
    <message>
        <source>⇄ serving {names}</source>
        <translation>⇄ bedient {names}</translation>
    </message>
    <message>
        <source>The engine is answering a request from {names} through the local API.</source>
        <translation>Die Engine beantwortet über die lokale API eine Anfrage von {names}.</translation>
    </message>
    <message>
        <source>Engine lost</source>
        <translation>Engine nicht mehr erreichbar</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Neuer Chat</translation>
    </message>
    <message>
        <source>Import conversation (JSON)…</source>
        <translation>Chat importieren (JSON) …</translation>
    </message>
    <message>
        <source>Export as Markdown…</source>
        <translation>Als Markdown exportieren …</translation>
    </message>
    <message>
        <source>Export as JSON…</source>
        <translation>Als JSON exportieren …</translation>
    </message>
    <message>
        <source>Documents…</source>
        <translation>Dokumente …</translation>
    </message>
    <message>
        <source>The document library</source>
        <translation>Die Dokumentbibliothek</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Einstellungen …</translation>
    </message>
    <message>
        <source>Activity log…</source>
        <translation>Aktivitätsprotokoll …</translation>
    </message>
    <message>
        <source>The activity log: who used what, proven unchanged</source>
        <translation>Das Aktivitätsprotokoll: wer was genutzt hat, nachweislich unverändert</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Search history</source>
        <translation>Verlauf durchsuchen</translation>
    </message>
    <message>
        <source>Copy last code block</source>
        <translation>Letzten Codeblock kopieren</translation>
    </message>
    <message>
        <source>Ask about the clipboard</source>
        <translation>Zur Zwischenablage fragen</translation>
    </message>
    <message>
        <source>Rename chat</source>
        <translation>Chat umbenennen</translation>
    </message>
    <message>
        <source>Conversation settings…</source>
        <translation>Chat-Einstellungen …</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Side panel</source>
        <translation>Seitenleiste</translation>
    </message>
    <message>
        <source>The side panel: a narrow chat, always on top</source>
        <translation>Die Seitenleiste: ein schmaler Chat, immer im Vordergrund</translation>
    </message>
    <message>
        <source>Conversation list</source>
        <translation>Chatliste</translation>
    </message>
    <message>
        <source>Show or hide the conversation list</source>
        <translation>Chatliste ein- oder ausblenden</translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <translation>E&amp;ngine</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>Show log…</source>
        <translation>Protokoll anzeigen …</translation>
    </message>
    <message>
        <source>Connect an app (editors, agents)…</source>
        <translation>App verbinden (Editoren, Agenten) …</translation>
    </message>
    <message>
        <source>Benchmark: the optimization ladder…</source>
        <translation>Benchmark: die Optimierungsleiter …</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Stop the answer; in the search, clear it</source>
        <translation>Antwort anhalten; in der Suche: Suche leeren</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Larger text (the window and the chat)</source>
        <translation>Größere Schrift (Fenster und Chat)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Kleinere Schrift</translation>
    </message>
    <message>
        <source>Actual size</source>
        <translation>Originalgröße</translation>
    </message>
    <message>
        <source>Text at its usual size</source>
        <translation>Schrift in normaler Größe</translation>
    </message>
    <message>
        <source>Restored “{title}”.</source>
        <translation>„{title}“ wiederhergestellt.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Angehalten.</translation>
    </message>
    <message>
        <source>Details…</source>
        <translation>Details …</translation>
    </message>
    <message>
        <source>Engine stopped</source>
        <translation>Engine gestoppt</translation>
    </message>
    <message>
        <source>Engine starting</source>
        <translation>Engine startet</translation>
    </message>
    <message>
        <source>Engine loading</source>
        <translation>Engine lädt</translation>
    </message>
    <message>
        <source>Engine ready</source>
        <translation>Engine bereit</translation>
    </message>
    <message>
        <source>Engine stopping</source>
        <translation>Engine wird gestoppt</translation>
    </message>
    <message>
        <source>Engine crashed</source>
        <translation>Engine abgestürzt</translation>
    </message>
    <message>
        <source>Engine not started</source>
        <translation>Engine nicht gestartet</translation>
    </message>
    <message>
        <source>Ling Desk did not reopen “{title}”: it could not be shown last time; open it from the list.</source>
        <translation>Ling Desk hat „{title}“ nicht wieder geöffnet: Der Chat konnte beim letzten Mal nicht angezeigt werden; öffnen Sie ihn in der Liste.</translation>
    </message>
</context>
<context>
    <name>verify</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Engine environment</source>
        <translation>Engine-Umgebung</translation>
    </message>
    <message>
        <source>Engine capabilities</source>
        <translation>Engine-Fähigkeiten</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Model files</source>
        <translation>Modelldateien</translation>
    </message>
    <message>
        <source>Free memory</source>
        <translation>Freier Speicher</translation>
    </message>
    <message>
        <source>Engine ready</source>
        <translation>Engine bereit</translation>
    </message>
    <message>
        <source>Humming MoE kernels</source>
        <translation>Humming-MoE-Kernel</translation>
    </message>
    <message>
        <source>FP8 LM head</source>
        <translation>FP8-LM-Head</translation>
    </message>
    <message>
        <source>NEXTN multi-token prediction</source>
        <translation>NEXTN-Multi-Token-Vorhersage</translation>
    </message>
    <message>
        <source>Probe generation</source>
        <translation>Testgenerierung</translation>
    </message>
    <message>
        <source>Decode speed</source>
        <translation>Decode-Geschwindigkeit</translation>
    </message>
    <message>
        <source>Tool calls</source>
        <translation>Tool-Aufrufe</translation>
    </message>
</context>
</TS>
