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
    <name>audit</name>
    <message>
        <source>{file} is encrypted, and no data key was given to read it</source>
        <translation>{file} ist verschlüsselt, und es wurde kein Datenschlüssel zum Lesen angegeben</translation>
    </message>
    <message>
        <source>{file} cannot be read: {error}</source>
        <translation>{file} kann nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>record {n}</source>
        <translation>Eintrag {n}</translation>
    </message>
    <message>
        <source>records {first}-{last}</source>
        <translation>Einträge {first}–{last}</translation>
    </message>
    <message>
        <source>the head file cannot be read: {error}</source>
        <translation>die Kopfdatei kann nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>the audit file {missing} is missing (after {previous}, before {next}): records from {seq} on are not there</source>
        <translation>die Prüfdatei {missing} fehlt (nach {previous}, vor {next}): Einträge ab {seq} sind nicht vorhanden</translation>
    </message>
    <message>
        <source>the audit file {missing} is missing (before {next}): records from {seq} on are not there</source>
        <translation>die Prüfdatei {missing} fehlt (vor {next}): Einträge ab {seq} sind nicht vorhanden</translation>
    </message>
    <message>
        <source>{gone} removed (a gap in seq: {last} is followed by {seq})</source>
        <translation>{gone} entfernt (Lücke in seq: auf {last} folgt {seq})</translation>
    </message>
    <message>
        <source>record {seq} is out of order (after record {last})</source>
        <translation>Eintrag {seq} steht an falscher Stelle (nach Eintrag {last})</translation>
    </message>
    <message>
        <source>record {seq} was changed (its fields are not as written)</source>
        <translation>Eintrag {seq} wurde geändert (seine Felder sind nicht wie geschrieben)</translation>
    </message>
    <message>
        <source>record {seq} was changed (its hash does not match its content)</source>
        <translation>Eintrag {seq} wurde geändert (sein Hash passt nicht zum Inhalt)</translation>
    </message>
    <message>
        <source>record {seq} does not follow record {last} (its prev is not that record's hash): a record before it was replaced or removed</source>
        <translation>Eintrag {seq} folgt nicht auf Eintrag {last} (sein prev ist nicht der Hash jenes Eintrags): Ein Eintrag davor wurde ersetzt oder entfernt</translation>
    </message>
    <message>
        <source>the head file {file} is missing: the log's end cannot be proven (it was removed, maybe with records cut from the tail)</source>
        <translation>die Kopfdatei {file} fehlt: Das Ende des Protokolls lässt sich nicht belegen (sie wurde entfernt, vielleicht mit am Ende abgeschnittenen Einträgen)</translation>
    </message>
    <message>
        <source>the tail was cut: the log ends at record {last}, but its head says {seq}; {gone} removed</source>
        <translation>das Ende wurde abgeschnitten: Das Protokoll endet bei Eintrag {last}, laut Kopf aber bei {seq}; {gone} entfernt</translation>
    </message>
    <message>
        <source>the tail was cut: the log ends at record {last}, but its head says {seq}; {gone} removed (its file {file} is gone)</source>
        <translation>das Ende wurde abgeschnitten: Das Protokoll endet bei Eintrag {last}, laut Kopf aber bei {seq}; {gone} entfernt (seine Datei {file} fehlt)</translation>
    </message>
    <message>
        <source>record {seq} is not the one the head file names (its hash differs): the record or the head was replaced</source>
        <translation>Eintrag {seq} ist nicht der, den die Kopfdatei nennt (sein Hash weicht ab): Eintrag oder Kopf wurde ersetzt</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Activity</source>
        <translation>Aktivität</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>Letzte Stunde</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Gesamter Zeitraum</translation>
    </message>
    <message>
        <source>Changed: {summary}</source>
        <translation>Geändert: {summary}</translation>
    </message>
    <message>
        <source>Ling Desk is locked. Unlock the main window to see the activity log.</source>
        <translation>Ling Desk ist gesperrt. Entsperren Sie das Hauptfenster, um das Aktivitätsprotokoll zu sehen.</translation>
    </message>
    <message>
        <source>Cannot check the record: the activity log cannot be read.</source>
        <translation>Die Aufzeichnung kann nicht geprüft werden: Das Aktivitätsprotokoll ist nicht lesbar.</translation>
    </message>
    <message>
        <source>Cannot read the activity log: {why}.</source>
        <translation>Das Aktivitätsprotokoll kann nicht gelesen werden: {why}.</translation>
    </message>
    <message>
        <source>Activity log — Ling Desk</source>
        <translation>Aktivitätsprotokoll — Ling Desk</translation>
    </message>
    <message>
        <source>Activity log</source>
        <translation>Aktivitätsprotokoll</translation>
    </message>
    <message>
        <source>Ling Desk's tamper-evident record of gateway calls, key changes, tool permissions, exports and deletions, newest first. It never holds what you wrote.</source>
        <translation>Die manipulationssichere Aufzeichnung von Ling Desk über Gateway-Aufrufe, Schlüsseländerungen, Tool-Berechtigungen, Exporte und Löschungen, neueste zuerst. Sie enthält nie, was Sie geschrieben haben.</translation>
    </message>
    <message>
        <source>Chain status</source>
        <translation>Kettenstatus</translation>
    </message>
    <message>
        <source>Whether the activity log is whole, or which record was changed or removed</source>
        <translation>Ob das Aktivitätsprotokoll vollständig ist oder welcher Eintrag geändert oder entfernt wurde</translation>
    </message>
    <message>
        <source>All activity</source>
        <translation>Alle Aktivitäten</translation>
    </message>
    <message>
        <source>Kind of activity</source>
        <translation>Art der Aktivität</translation>
    </message>
    <message>
        <source>Show only one kind of record, or all activity</source>
        <translation>Nur eine Art von Einträgen oder alle Aktivitäten anzeigen</translation>
    </message>
    <message>
        <source>Show only one kind of record</source>
        <translation>Nur eine Art von Einträgen anzeigen</translation>
    </message>
    <message>
        <source>Show the records of the last hour, of today, of the last 7 days, or all of them</source>
        <translation>Einträge der letzten Stunde, von heute, der letzten 7 Tage oder alle anzeigen</translation>
    </message>
    <message>
        <source>Show only the records of this time</source>
        <translation>Nur Einträge dieses Zeitraums anzeigen</translation>
    </message>
    <message>
        <source>Filter: an app, a route, a tool, a status…</source>
        <translation>Filter: eine App, eine Route, ein Tool, ein Status …</translation>
    </message>
    <message>
        <source>Filter text</source>
        <translation>Filtertext</translation>
    </message>
    <message>
        <source>Show only the records whose summary holds this text (case does not matter)</source>
        <translation>Nur Einträge anzeigen, deren Zusammenfassung diesen Text enthält (Groß-/Kleinschreibung egal)</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Anzeigen:</translation>
    </message>
    <message>
        <source>&amp;When:</source>
        <translation>&amp;Wann:</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Suchen:</translation>
    </message>
    <message>
        <source>Activity records</source>
        <translation>Aktivitätseinträge</translation>
    </message>
    <message>
        <source>One record a row, newest first: when, what kind, a summary, and its number. The details below show every field and the record's hash.</source>
        <translation>Ein Eintrag pro Zeile, neueste zuerst: wann, welche Art, eine Zusammenfassung und seine Nummer. Die Details darunter zeigen jedes Feld und den Hash des Eintrags.</translation>
    </message>
    <message>
        <source>Yesterday {time}</source>
        <translation>Gestern {time}</translation>
    </message>
    <message>
        <source>Choose a record to see all its fields and its hash.</source>
        <translation>Wählen Sie einen Eintrag, um alle seine Felder und seinen Hash zu sehen.</translation>
    </message>
    <message>
        <source>Record details</source>
        <translation>Eintragsdetails</translation>
    </message>
    <message>
        <source>Every field of the chosen record, its time, and the hashes that chain it</source>
        <translation>Jedes Feld des gewählten Eintrags, seine Zeit und die Hashes, die ihn verketten</translation>
    </message>
    <message>
        <source>Activity log message</source>
        <translation>Meldung des Aktivitätsprotokolls</translation>
    </message>
    <message>
        <source>Why no records are listed</source>
        <translation>Warum keine Einträge angezeigt werden</translation>
    </message>
    <message>
        <source>Export result</source>
        <translation>Exportergebnis</translation>
    </message>
    <message>
        <source>What the last export wrote, or why it could not</source>
        <translation>Was der letzte Export geschrieben hat oder warum er es nicht konnte</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>A&amp;ktualisieren</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Read the activity log again and check that it is whole</source>
        <translation>Das Aktivitätsprotokoll erneut lesen und auf Vollständigkeit prüfen</translation>
    </message>
    <message>
        <source>Read the log again and check it (F5)</source>
        <translation>Protokoll erneut lesen und prüfen (F5)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren …</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Save every record as JSON lines, the same file as 'ling-desk audit export'</source>
        <translation>Alle Einträge als JSON Lines speichern, dieselbe Datei wie ‚ling-desk audit export‘</translation>
    </message>
    <message>
        <source>Save every record as JSON lines (for a SIEM)</source>
        <translation>Alle Einträge als JSON Lines speichern (für ein SIEM)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close the activity log (Esc)</source>
        <translation>Aktivitätsprotokoll schließen (Esc)</translation>
    </message>
    <message>
        <source>Reading the activity log…</source>
        <translation>Aktivitätsprotokoll wird gelesen …</translation>
    </message>
    <message>
        <source>Reading the activity log</source>
        <translation>Lesen des Aktivitätsprotokolls</translation>
    </message>
    <message numerus="yes">
        <source>Checking that the record is whole (%n record(s))…</source>
        <translation>
            <numerusform>Es wird geprüft, ob die Aufzeichnung vollständig ist (%n Eintrag) …</numerusform>
            <numerusform>Es wird geprüft, ob die Aufzeichnung vollständig ist (%n Einträge) …</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reading the activity log… %n record(s) so far.</source>
        <translation>
            <numerusform>Aktivitätsprotokoll wird gelesen … bisher %n Eintrag.</numerusform>
            <numerusform>Aktivitätsprotokoll wird gelesen … bisher %n Einträge.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose “All activity” and “All time” to see every record.</source>
        <translation>Wählen Sie „Alle Aktivitäten“ und „Gesamter Zeitraum“, um alle Einträge zu sehen.</translation>
    </message>
    <message>
        <source>Locked.</source>
        <translation>Gesperrt.</translation>
    </message>
    <message>
        <source>Export the activity log</source>
        <translation>Aktivitätsprotokoll exportieren</translation>
    </message>
    <message>
        <source>JSON lines (*.jsonl);;All files (*)</source>
        <translation>JSON Lines (*.jsonl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Exporting to {path}…</source>
        <translation>Export nach {path} …</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n record(s) to {path}.</source>
        <translation>
            <numerusform>%n Eintrag nach {path} exportiert.</numerusform>
            <numerusform>%n Einträge nach {path} exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not exported: {why}.</source>
        <translation>Nicht exportiert: {why}.</translation>
    </message>
    <message>
        <source>Exporting the activity log</source>
        <translation>Exportieren des Aktivitätsprotokolls</translation>
    </message>
    <message>
        <source>Gateway call</source>
        <translation>Gateway-Aufruf</translation>
    </message>
    <message>
        <source>Tool permission</source>
        <translation>Tool-Berechtigung</translation>
    </message>
    <message>
        <source>Key created</source>
        <translation>Schlüssel erstellt</translation>
    </message>
    <message>
        <source>Key revoked</source>
        <translation>Schlüssel widerrufen</translation>
    </message>
    <message>
        <source>Key re-issued</source>
        <translation>Schlüssel erneuert</translation>
    </message>
    <message>
        <source>Key confirmed</source>
        <translation>Schlüssel bestätigt</translation>
    </message>
    <message>
        <source>Key exposed</source>
        <translation>Schlüssel offengelegt</translation>
    </message>
    <message>
        <source>Tool server added</source>
        <translation>Tool-Server hinzugefügt</translation>
    </message>
    <message>
        <source>Tool server removed</source>
        <translation>Tool-Server entfernt</translation>
    </message>
    <message>
        <source>Deletion</source>
        <translation>Löschung</translation>
    </message>
    <message>
        <source>Retention clean-up</source>
        <translation>Automatische Löschung</translation>
    </message>
    <message>
        <source>Settings changed</source>
        <translation>Einstellungen geändert</translation>
    </message>
    <message>
        <source>Policy changed</source>
        <translation>Richtlinie geändert</translation>
    </message>
    <message>
        <source>Engine start</source>
        <translation>Engine-Start</translation>
    </message>
    <message>
        <source>Model download</source>
        <translation>Modell-Download</translation>
    </message>
    <message>
        <source>Model check</source>
        <translation>Modellprüfung</translation>
    </message>
    <message>
        <source>Nothing recorded yet. Gateway calls, tool permissions, exports and deletions will appear here.</source>
        <translation>Noch nichts aufgezeichnet. Gateway-Aufrufe, Tool-Berechtigungen, Exporte und Löschungen erscheinen hier.</translation>
    </message>
    <message>
        <source>No activity matches these filters.</source>
        <translation>Keine Aktivität passt zu diesen Filtern.</translation>
    </message>
    <message>
        <source>Today {time}</source>
        <translation>Heute {time}</translation>
    </message>
    <message>
        <source>ddd d MMM HH:mm</source>
        <comment>Qt date pattern: this year</comment>
        <translation>ddd, d. MMM HH:mm</translation>
    </message>
    <message>
        <source>d MMM yyyy HH:mm</source>
        <comment>Qt date pattern: another year</comment>
        <translation>d. MMM yyyy HH:mm</translation>
    </message>
    <message>
        <source>{time} (not a valid time)</source>
        <translation>{time} (keine gültige Zeit)</translation>
    </message>
    <message>
        <source>dddd d MMMM yyyy, HH:mm:ss</source>
        <comment>Qt date pattern: in full</comment>
        <translation>dddd, d. MMMM yyyy, HH:mm:ss</translation>
    </message>
    <message>
        <source>{time} ({zone}); stored as {stored}</source>
        <translation>{time} ({zone}); gespeichert als {stored}</translation>
    </message>
    <message>
        <source>at an unreadable time</source>
        <translation>zu einer unlesbaren Zeit</translation>
    </message>
    <message>
        <source>at {time}</source>
        <translation>um {time}</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <comment>Qt date pattern: a day</comment>
        <translation>d. MMM yyyy</translation>
    </message>
    <message>
        <source>on {day} at {time}</source>
        <translation>am {day} um {time}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>{tokens_in} → {tokens_out} tokens</source>
        <translation>{tokens_in} → {tokens_out} Token</translation>
    </message>
    <message>
        <source>{tokens} tokens in</source>
        <translation>{tokens} Token ein</translation>
    </message>
    <message>
        <source>{tokens} tokens out</source>
        <translation>{tokens} Token aus</translation>
    </message>
    <message>
        <source>{tool} on {server}</source>
        <translation>{tool} auf {server}</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>erlaubt</translation>
    </message>
    <message>
        <source>denied</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>key {key}</source>
        <translation>Schlüssel {key}</translation>
    </message>
    <message>
        <source>removed: nothing is fixed or forbidden now</source>
        <translation>entfernt: Jetzt ist nichts festgelegt oder verboten</translation>
    </message>
    <message>
        <source>in force</source>
        <translation>in Kraft</translation>
    </message>
    <message>
        <source>forbids {what}</source>
        <translation>verbietet {what}</translation>
    </message>
    <message>
        <source>fixes {what}</source>
        <translation>legt {what} fest</translation>
    </message>
    <message>
        <source>keeps conversations at most {days} days</source>
        <translation>bewahrt Chats höchstens {days} Tage auf</translation>
    </message>
    <message>
        <source>{proven} of 3 optimizations proven</source>
        <translation>{proven} von 3 Optimierungen nachgewiesen</translation>
    </message>
    <message>
        <source>failed: {checks}</source>
        <translation>fehlgeschlagen: {checks}</translation>
    </message>
    <message>
        <source>{n} passed</source>
        <translation>{n} bestanden</translation>
    </message>
    <message>
        <source>{n} warned</source>
        <translation>{n} mit Warnung</translation>
    </message>
    <message>
        <source>{n} skipped</source>
        <translation>{n} übersprungen</translation>
    </message>
    <message>
        <source>checks: {counts}</source>
        <translation>Prüfungen: {counts}</translation>
    </message>
    <message>
        <source>Record {seq}: {kind}</source>
        <translation>Eintrag {seq}: {kind}</translation>
    </message>
    <message>
        <source>When: {time}</source>
        <translation>Wann: {time}</translation>
    </message>
    <message>
        <source>Kind: {kind}</source>
        <translation>Art: {kind}</translation>
    </message>
    <message>
        <source>Fields:</source>
        <translation>Felder:</translation>
    </message>
    <message>
        <source>Fields: none</source>
        <translation>Felder: keine</translation>
    </message>
    <message>
        <source>Hash: {hash}</source>
        <translation>Hash: {hash}</translation>
    </message>
    <message>
        <source>Follows: {hash}</source>
        <translation>Folgt auf: {hash}</translation>
    </message>
    <message>
        <source>The record is whole: nothing recorded yet.</source>
        <translation>Die Aufzeichnung ist vollständig: noch nichts aufgezeichnet.</translation>
    </message>
    <message numerus="yes">
        <source>The record is whole: %n record(s), last {when}.</source>
        <translation>
            <numerusform>Die Aufzeichnung ist vollständig: %n Eintrag, der letzte {when}.</numerusform>
            <numerusform>Die Aufzeichnung ist vollständig: %n Einträge, der letzte {when}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Changed: {why}, in {file}. Nothing from there on can be trusted.</source>
        <translation>Geändert: {why}, in {file}. Ab dort ist nichts mehr vertrauenswürdig.</translation>
    </message>
    <message>
        <source>Changed: {why}. Nothing from there on can be trusted.</source>
        <translation>Geändert: {why}. Ab dort ist nichts mehr vertrauenswürdig.</translation>
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
    <name>instance</name>
    <message>
        <source>Another Ling Desk (pid {pid}) is using {folder}; it was left as it is. Use that one, or give this one its own folder with --basedir.</source>
        <translation>Ein anderes Ling Desk (pid {pid}) verwendet {folder}; der Ordner bleibt unverändert. Verwenden Sie jenes, oder geben Sie diesem mit --basedir einen eigenen Ordner.</translation>
    </message>
    <message>
        <source>Another Ling Desk is using {folder}; it was left as it is. Use that one, or give this one its own folder with --basedir.</source>
        <translation>Ein anderes Ling Desk verwendet {folder}; der Ordner bleibt unverändert. Verwenden Sie jenes, oder geben Sie diesem mit --basedir einen eigenen Ordner.</translation>
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
    <name>policy</name>
    <message>
        <source>set by your organisation</source>
        <translation>von Ihrer Organisation festgelegt</translation>
    </message>
    <message>
        <source>the local API for editors and agents (the gateway) is turned off</source>
        <translation>die lokale API für Editoren und Agenten (das Gateway) ist ausgeschaltet</translation>
    </message>
    <message>
        <source>MCP tool servers are not allowed</source>
        <translation>MCP-Tool-Server sind nicht erlaubt</translation>
    </message>
    <message>
        <source>MCP tool servers off this machine are not allowed</source>
        <translation>MCP-Tool-Server außerhalb dieses Rechners sind nicht erlaubt</translation>
    </message>
    <message>
        <source>exporting conversations is not allowed</source>
        <translation>das Exportieren von Chats ist nicht erlaubt</translation>
    </message>
    <message>
        <source>encryption cannot be turned off</source>
        <translation>die Verschlüsselung kann nicht ausgeschaltet werden</translation>
    </message>
    <message>
        <source>{what}: set by your organisation (the administrator's policy, {file})</source>
        <translation>{what}: von Ihrer Organisation festgelegt (Richtlinie des Administrators, {file})</translation>
    </message>
</context>
<context>
    <name>profiles</name>
    <message>
        <source>NVIDIA DGX Spark (GB10)</source>
        <translation>NVIDIA DGX Spark (GB10)</translation>
    </message>
    <message>
        <source>Two DGX Sparks (TP 2)</source>
        <translation>Zwei DGX Sparks (TP 2)</translation>
    </message>
    <message>
        <source>NVIDIA H100 80GB</source>
        <translation>NVIDIA H100 80GB</translation>
    </message>
    <message>
        <source>NVIDIA H200</source>
        <translation>NVIDIA H200</translation>
    </message>
    <message>
        <source>NVIDIA RTX PRO 6000 Blackwell</source>
        <translation>NVIDIA RTX PRO 6000 Blackwell</translation>
    </message>
    <message>
        <source>NVIDIA GeForce RTX 5090</source>
        <translation>NVIDIA GeForce RTX 5090</translation>
    </message>
    <message>
        <source>Other or unknown GPU</source>
        <translation>Andere oder unbekannte GPU</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>must be above {lo} and at most {hi}</source>
        <translation>muss größer als {lo} und höchstens {hi} sein</translation>
    </message>
    <message>
        <source>must be at least {lo} and at most {hi}</source>
        <translation>muss mindestens {lo} und höchstens {hi} sein</translation>
    </message>
    <message>
        <source>must be one of: {choices}</source>
        <translation>muss eines davon sein: {choices}</translation>
    </message>
    <message>
        <source>has {origin}, which is not an origin like http://localhost:5173</source>
        <translation>enthält {origin}, das kein Ursprung wie http://localhost:5173 ist</translation>
    </message>
    <message>
        <source>has {key}, which is not SERVER.TOOL</source>
        <translation>enthält {key}, das nicht die Form SERVER.TOOL hat</translation>
    </message>
    <message>
        <source>schema_version must be a whole number, not {value}</source>
        <translation>schema_version muss eine ganze Zahl sein, nicht {value}</translation>
    </message>
    <message>
        <source>{path} was written by a newer Ling Desk (settings schema {version}; this version reads up to {known}). It is left untouched</source>
        <translation>{path} wurde von einem neueren Ling Desk geschrieben (Einstellungsschema {version}; diese Version liest bis {known}). Die Datei bleibt unverändert</translation>
    </message>
    <message>
        <source>it was written by a newer Ling Desk (settings schema {version}; this version reads up to {known}). It is left untouched</source>
        <translation>sie wurde von einem neueren Ling Desk geschrieben (Einstellungsschema {version}; diese Version liest bis {known}). Sie bleibt unverändert</translation>
    </message>
    <message>
        <source>a key has more than {n} dotted parts</source>
        <translation>ein Schlüssel hat mehr als {n} durch Punkte getrennte Teile</translation>
    </message>
    <message>
        <source>it is nested more than {n} deep</source>
        <translation>sie ist tiefer als {n} Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>{where}: expected a table, got {got}</source>
        <translation>{where}: Tabelle erwartet, {got} erhalten</translation>
    </message>
    <message>
        <source>{name}: unknown setting, ignored</source>
        <translation>{name}: unbekannte Einstellung, ignoriert</translation>
    </message>
    <message>
        <source>{name}: {problem}; using the default, {default}</source>
        <translation>{name}: {problem}; Standardwert {default} wird verwendet</translation>
    </message>
    <message>
        <source>{where}: expected a list of tables, got {got}; ignored</source>
        <translation>{where}: Liste von Tabellen erwartet, {got} erhalten; ignoriert</translation>
    </message>
    <message>
        <source>{where}: expected a table, got {got}; ignored</source>
        <translation>{where}: Tabelle erwartet, {got} erhalten; ignoriert</translation>
    </message>
    <message>
        <source>{where}: has no name; ignored</source>
        <translation>{where}: hat keinen Namen; ignoriert</translation>
    </message>
    <message>
        <source>{where}: the name {name} is used twice; ignored</source>
        <translation>{where}: der Name {name} wird doppelt verwendet; ignoriert</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a list of strings</source>
        <translation>eine Liste von Zeichenketten</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>expected {want}, got {got}</source>
        <translation>{want} erwartet, {got} erhalten</translation>
    </message>
    <message>
        <source>{path} cannot be read ({why}); using defaults</source>
        <translation>{path} kann nicht gelesen werden ({why}); Standardwerte werden verwendet</translation>
    </message>
    <message>
        <source>it is over {size}, too big for settings</source>
        <translation>sie ist größer als {size}, zu groß für Einstellungen</translation>
    </message>
    <message>
        <source>{problem}, too deep for settings</source>
        <translation>{problem}, zu tief verschachtelt für Einstellungen</translation>
    </message>
    <message>
        <source>{path}: {problem}; this run uses the defaults (upgrade Ling Desk to use them again)</source>
        <translation>{path}: {problem}; dieser Lauf verwendet die Standardwerte (aktualisieren Sie Ling Desk, um sie wieder zu nutzen)</translation>
    </message>
    <message>
        <source>{path}: {problem}; it could not be moved aside ({why}), using defaults</source>
        <translation>{path}: {problem}; die Datei konnte nicht beiseitegelegt werden ({why}), Standardwerte werden verwendet</translation>
    </message>
    <message>
        <source>{path}: {problem}; moved to {backup}, using defaults</source>
        <translation>{path}: {problem}; nach {backup} verschoben, Standardwerte werden verwendet</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen …</translation>
    </message>
    <message>
        <source>Ling Desk settings</source>
        <translation>Ling Desk – Einstellungen</translation>
    </message>
    <message>
        <source>the Hugging Face cache copy of Ling-3.0-flash-fp4</source>
        <translation>Ling-3.0-flash-fp4 aus dem Hugging-Face-Cache</translation>
    </message>
    <message>
        <source>Model folder</source>
        <translation>Modellordner</translation>
    </message>
    <message>
        <source>Where the model's files are; empty: the Hugging Face cache copy of Ling-3.0-flash-fp4</source>
        <translation>Wo die Dateien des Modells liegen; leer: die Kopie von Ling-3.0-flash-fp4 im Hugging-Face-Cache</translation>
    </message>
    <message>
        <source>default: &lt;engine Python&gt; -m sglang.launch_server</source>
        <translation>Standard: &lt;Engine-Python&gt; -m sglang.launch_server</translation>
    </message>
    <message>
        <source>Launcher</source>
        <translation>Startbefehl</translation>
    </message>
    <message>
        <source>default: this Python</source>
        <translation>Standard: dieses Python</translation>
    </message>
    <message>
        <source>Engine Python</source>
        <translation>Engine-Python</translation>
    </message>
    <message>
        <source>The Python that runs the engine; empty: this Python</source>
        <translation>Das Python, das die Engine ausführt; leer: dieses Python</translation>
    </message>
    <message>
        <source>Python environment (venv)</source>
        <translation>Python-Umgebung (venv)</translation>
    </message>
    <message>
        <source>Container: docker</source>
        <translation>Container: docker</translation>
    </message>
    <message>
        <source>Container: podman</source>
        <translation>Container: podman</translation>
    </message>
    <message>
        <source>Runs in</source>
        <translation>Läuft in</translation>
    </message>
    <message>
        <source>an SGLang image you pulled, e.g. lmsysorg/sglang</source>
        <translation>ein SGLang-Image, das Sie geladen haben, z. B. lmsysorg/sglang</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Detect from the GPU (nvidia-smi)</source>
        <translation>Anhand der GPU erkennen (nvidia-smi)</translation>
    </message>
    <message>
        <source>The machine the recipe is tuned for. Detect reads the GPU at each start; choose one when detection picks the wrong one, or for two DGX Sparks (TP 2).</source>
        <translation>Die Maschine, auf die das Rezept abgestimmt ist. „Erkennen“ liest bei jedem Start die GPU; wählen Sie selbst, wenn die Erkennung falsch liegt, oder für zwei DGX Sparks (TP 2).</translation>
    </message>
    <message>
        <source>Hardware profile</source>
        <translation>Hardwareprofil</translation>
    </message>
    <message>
        <source>pick a free port</source>
        <translation>freien Port wählen</translation>
    </message>
    <message>
        <source>Port (127.0.0.1)</source>
        <translation>Port (127.0.0.1)</translation>
    </message>
    <message>
        <source>Context length</source>
        <translation>Kontextlänge</translation>
    </message>
    <message>
        <source>the hardware profile's choice</source>
        <translation>Wahl des Hardwareprofils</translation>
    </message>
    <message>
        <source>SGLang's --mem-fraction-static: lower it after an out-of-memory crash. On a DGX Spark 0.68 is the public recipe's; 0.75 once froze a Spark (unified memory).</source>
        <translation>--mem-fraction-static von SGLang: nach einem Absturz wegen Speichermangels senken. Auf einem DGX Spark nutzt das öffentliche Rezept 0,68; 0,75 hat einen Spark schon einmal einfrieren lassen (gemeinsamer Speicher).</translation>
    </message>
    <message>
        <source>Memory fraction</source>
        <translation>Speicheranteil</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Stop a start that has not become ready after this long.</source>
        <translation>Einen Start abbrechen, der nach dieser Zeit noch nicht bereit ist.</translation>
    </message>
    <message>
        <source>Ready timeout</source>
        <translation>Zeitlimit bis bereit</translation>
    </message>
    <message>
        <source>Say the engine looks stuck after this long with no output and no progress.</source>
        <translation>Melden, dass die Engine festzuhängen scheint, wenn sie so lange weder Ausgabe noch Fortschritt zeigt.</translation>
    </message>
    <message>
        <source>Looks stuck after</source>
        <translation>Gilt als hängend nach</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>End an answer with “the engine stopped answering” after this long with no data.</source>
        <translation>Eine Antwort mit „die Engine antwortet nicht mehr“ beenden, wenn so lange keine Daten kommen.</translation>
    </message>
    <message>
        <source>Not answering after</source>
        <translation>Keine Antwort nach</translation>
    </message>
    <message>
        <source>Start the engine when Ling Desk opens</source>
        <translation>Engine beim Öffnen von Ling Desk starten</translation>
    </message>
    <message>
        <source>Restart the engine after a crash (up to 3 times in 10 min)</source>
        <translation>Engine nach einem Absturz neu starten (bis zu 3-mal in 10 min)</translation>
    </message>
    <message>
        <source>For this run the command line sets {flags}; those win over the values here.</source>
        <translation>Für diesen Lauf setzt die Befehlszeile {flags}; diese haben Vorrang vor den Werten hier.</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Humming MoE kernels (--moe-runner-backend humming)</source>
        <translation>Humming-MoE-Kernel (--moe-runner-backend humming)</translation>
    </message>
    <message>
        <source>FP8 LM head</source>
        <translation>FP8-LM-Head</translation>
    </message>
    <message>
        <source>NEXTN multi-token prediction (speculative decoding)</source>
        <translation>NEXTN-Multi-Token-Vorhersage (spekulatives Decoding)</translation>
    </message>
    <message>
        <source>FP32 LM head (the baseline's; excludes the FP8 head)</source>
        <translation>FP32-LM-Head (die der Basislinie; schließt den FP8-Head aus)</translation>
    </message>
    <message>
        <source>--speculative-num-steps (the recipe: 3; Engine &gt; Benchmark sweeps it)</source>
        <translation>--speculative-num-steps (Rezept: 3; Engine &gt; Benchmark testet die Werte durch)</translation>
    </message>
    <message>
        <source>--speculative-num-draft-tokens (the recipe: 4, steps + 1)</source>
        <translation>--speculative-num-draft-tokens (Rezept: 4, Schritte + 1)</translation>
    </message>
    <message>
        <source>NEXTN steps</source>
        <translation>NEXTN-Schritte</translation>
    </message>
    <message>
        <source>Draft tokens</source>
        <translation>Entwurfstokens</translation>
    </message>
    <message>
        <source>Changes apply at the next engine start (Engine &gt; Restart).</source>
        <translation>Änderungen gelten ab dem nächsten Engine-Start (Engine &gt; Neu starten).</translation>
    </message>
    <message>
        <source>Optimizations</source>
        <translation>Optimierungen</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>Top p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <source>Top k</source>
        <translation>Top-k</translation>
    </message>
    <message>
        <source>Max tokens (0 = no limit)</source>
        <translation>Max. Tokens (0 = kein Limit)</translation>
    </message>
    <message>
        <source>Defaults for every conversation; a conversation can override them (⚙).</source>
        <translation>Standardwerte für jeden Chat; ein Chat kann sie überschreiben (⚙).</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>Sampling</translation>
    </message>
    <message>
        <source>Follow the system (its contrast setting too)</source>
        <translation>Dem System folgen (auch seiner Kontrasteinstellung)</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Design</translation>
    </message>
    <message>
        <source>The window's and the chat's text; Ctrl+= and Ctrl+- change it anywhere, Ctrl+0 puts it back to 100 %</source>
        <translation>Text des Fensters und des Chats; Strg+= und Strg+- ändern ihn überall, Strg+0 setzt ihn auf 100 % zurück</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Textgröße</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Side panel edge</source>
        <translation>Seite der Seitenleiste</translation>
    </message>
    <message>
        <source>Ask before opening a link in the browser</source>
        <translation>Vor dem Öffnen eines Links im Browser fragen</translation>
    </message>
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
    <message>
        <source>Appearance</source>
        <translation>Darstellung</translation>
    </message>
    <message>
        <source>Serve the engine to my editor and agents on this machine</source>
        <translation>Engine für Editor und Agenten auf diesem Rechner freigeben</translation>
    </message>
    <message>
        <source>Requests the engine runs at once. 1 is the fastest for one request; more lets an app's request and a chat message run side by side, each a little slower (restarts the engine).</source>
        <translation>Anfragen, die die Engine gleichzeitig bearbeitet. 1 ist für eine einzelne Anfrage am schnellsten; mehr lässt die Anfrage einer App und eine Chat-Nachricht nebeneinander laufen, jede etwas langsamer (startet die Engine neu).</translation>
    </message>
    <message>
        <source>Parallel requests</source>
        <translation>Parallele Anfragen</translation>
    </message>
    <message>
        <source>Apps use http://127.0.0.1:PORT/v1 with a key of their own: Engine → Connect an app. A new port takes effect at the next start of Ling Desk.</source>
        <translation>Apps nutzen http://127.0.0.1:PORT/v1 mit einem eigenen Schlüssel: Engine → App verbinden. Ein neuer Port gilt ab dem nächsten Start von Ling Desk.</translation>
    </message>
    <message>
        <source>Apps</source>
        <translation>Apps</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Tools</translation>
    </message>
    <message>
        <source>Privacy</source>
        <translation>Datenschutz</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Einstellungsseiten</translation>
    </message>
    <message>
        <source>Engine, optimizations, sampling, appearance, apps, chat, tools and privacy</source>
        <translation>Engine, Optimierungen, Sampling, Darstellung, Apps, Chat, Tools und Datenschutz</translation>
    </message>
    <message>
        <source>{page} settings</source>
        <translation>Einstellungen: {page}</translation>
    </message>
    <message>
        <source>{setting} is fixed</source>
        <translation>{setting} ist festgelegt</translation>
    </message>
    <message>
        <source>Only for a container: choose docker or podman under Runs in.</source>
        <translation>Nur für einen Container: Wählen Sie unter „Läuft in“ docker oder podman.</translation>
    </message>
    <message>
        <source>Use a running engine</source>
        <translation>Laufende Engine verwenden</translation>
    </message>
    <message>
        <source>e.g. https://sglang.team.example:30000</source>
        <translation>z. B. https://sglang.team.example:30000</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>the server's --api-key (kept in the keyring)</source>
        <translation>der --api-key des Servers (im Schlüsselbund gespeichert)</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Give the engine's URL.</source>
        <translation>Geben Sie die URL der Engine an.</translation>
    </message>
    <message>
        <source>The URL {problem}.</source>
        <translation>Die URL {problem}.</translation>
    </message>
    <message>
        <source>This URL is neither loopback nor https: the key would cross the network in clear text, so Ling Desk will not send it. Use the server's https address.</source>
        <translation>Diese URL ist weder Loopback noch https: Der Schlüssel ginge im Klartext über das Netz, daher sendet Ling Desk ihn nicht. Verwenden Sie die https-Adresse des Servers.</translation>
    </message>
    <message>
        <source>Ling Desk starts no engine: it chats with this one and checks what can be checked from outside. Stop and Restart are not offered for it.</source>
        <translation>Ling Desk startet keine Engine: Es chattet mit dieser und prüft, was sich von außen prüfen lässt. Stoppen und Neu starten werden dafür nicht angeboten.</translation>
    </message>
    <message>
        <source>Two DGX Sparks (TP 2): the second machine</source>
        <translation>Zwei DGX Sparks (TP 2): die zweite Maschine</translation>
    </message>
    <message>
        <source>the second Spark's name for ssh, e.g. spark2</source>
        <translation>der ssh-Name des zweiten Sparks, z. B. spark2</translation>
    </message>
    <message>
        <source>Second machine</source>
        <translation>Zweite Maschine</translation>
    </message>
    <message>
        <source>default: ssh -tt &lt;second machine&gt;</source>
        <translation>Standard: ssh -tt &lt;zweite Maschine&gt;</translation>
    </message>
    <message>
        <source>Command prefix</source>
        <translation>Befehlspräfix</translation>
    </message>
    <message>
        <source>this machine's address on the link, e.g. 192.168.100.10:20000</source>
        <translation>die Adresse dieses Rechners auf der Verbindung, z. B. 192.168.100.10:20000</translation>
    </message>
    <message>
        <source>e.g. enp1s0f0np0 (NCCL_SOCKET_IFNAME, GLOO_SOCKET_IFNAME)</source>
        <translation>z. B. enp1s0f0np0 (NCCL_SOCKET_IFNAME, GLOO_SOCKET_IFNAME)</translation>
    </message>
    <message>
        <source>Network interface</source>
        <translation>Netzwerkschnittstelle</translation>
    </message>
    <message>
        <source>engine port + 1</source>
        <translation>Engine-Port + 1</translation>
    </message>
    <message>
        <source>Rank 1 health port</source>
        <translation>Health-Port von Rank 1</translation>
    </message>
    <message>
        <source>Used when the hardware profile is “Two DGX Sparks (TP 2)”. The model folder must be at the same path on both machines; the engine extension is copied over the prefix.</source>
        <translation>Wird verwendet, wenn das Hardwareprofil „Zwei DGX Sparks (TP 2)“ ist. Der Modellordner muss auf beiden Maschinen unter demselben Pfad liegen; die Engine-Erweiterung wird über das Präfix kopiert.</translation>
    </message>
    <message>
        <source>Locked: {sentence}</source>
        <translation>Gesperrt: {sentence}</translation>
    </message>
    <message>
        <source>System prompt of a new conversation (empty: none):</source>
        <translation>Systemprompt eines neuen Chats (leer: keiner):</translation>
    </message>
    <message>
        <source>e.g. Answer briefly. Say when you are unsure.</source>
        <translation>z. B. Antworte kurz. Sag, wenn du dir unsicher bist.</translation>
    </message>
    <message>
        <source>Default system prompt</source>
        <translation>Standard-Systemprompt</translation>
    </message>
    <message>
        <source>System prompt of a new conversation (empty: none)</source>
        <translation>Systemprompt eines neuen Chats (leer: keiner)</translation>
    </message>
    <message>
        <source>Each new conversation keeps its own copy; change one in its ⚙ settings.</source>
        <translation>Jeder neue Chat behält seine eigene Kopie; ändern Sie sie in seinen ⚙-Einstellungen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Presets&lt;/b&gt;: a conversation takes one from the composer's Preset button.</source>
        <translation>&lt;b&gt;Vorlagen&lt;/b&gt;: Ein Chat übernimmt eine über die Schaltfläche „Vorlage“ im Eingabebereich.</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Vorlagen</translation>
    </message>
    <message>
        <source>The presets a conversation can use; choose one to edit it</source>
        <translation>Die Vorlagen, die ein Chat nutzen kann; wählen Sie eine zum Bearbeiten</translation>
    </message>
    <message>
        <source>New preset</source>
        <translation>Neue Vorlage</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Preset's system prompt</source>
        <translation>Systemprompt der Vorlage</translation>
    </message>
    <message>
        <source>The system prompt this preset sets</source>
        <translation>Der Systemprompt, den diese Vorlage setzt</translation>
    </message>
    <message>
        <source>e.g. You review Python code: point out bugs first.</source>
        <translation>z. B. Du prüfst Python-Code: Nenne zuerst die Fehler.</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>kein Limit</translation>
    </message>
    <message>
        <source>Let the model think before it answers</source>
        <translation>Das Modell vor der Antwort denken lassen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Systemprompt</translation>
    </message>
    <message>
        <source>Max tokens</source>
        <translation>Max. Tokens</translation>
    </message>
    <message>
        <source>Preset {n}</source>
        <translation>Vorlage {n}</translation>
    </message>
    <message>
        <source>Preset {n} has no name.</source>
        <translation>Vorlage {n} hat keinen Namen.</translation>
    </message>
    <message>
        <source>Two presets are named '{name}': give each its own name.</source>
        <translation>Zwei Vorlagen heißen „{name}“: Geben Sie jeder einen eigenen Namen.</translation>
    </message>
    <message>
        <source>in the system keyring</source>
        <translation>im Schlüsselbund des Systems</translation>
    </message>
    <message>
        <source>locked with your passphrase</source>
        <translation>mit Ihrer Passphrase gesperrt</translation>
    </message>
    <message>
        <source>in a key file</source>
        <translation>in einer Schlüsseldatei</translation>
    </message>
    <message>
        <source>the system keyring</source>
        <translation>Schlüsselbund des Systems</translation>
    </message>
    <message>
        <source>a passphrase (asked at each start)</source>
        <translation>einer Passphrase (bei jedem Start abgefragt)</translation>
    </message>
    <message>
        <source>a key file (less safe)</source>
        <translation>einer Schlüsseldatei (weniger sicher)</translation>
    </message>
    <message>
        <source>History, documents and API keys are encrypted on this computer.</source>
        <translation>Verlauf, Dokumente und API-Schlüssel sind auf diesem Computer verschlüsselt.</translation>
    </message>
    <message>
        <source>Not encrypted: your history, documents and API keys are plain files on this computer.</source>
        <translation>Nicht verschlüsselt: Verlauf, Dokumente und API-Schlüssel liegen als unverschlüsselte Dateien auf diesem Computer.</translation>
    </message>
    <message>
        <source>every conversation and its messages, every document in the library, every file attached to a chat, every API key made for an app (Connect an app), and the benchmark ladder's runs</source>
        <translation>jeden Chat mit seinen Nachrichten, jedes Dokument der Bibliothek, jede an einen Chat angehängte Datei, jeden für eine App erstellten API-Schlüssel (App verbinden) und die Läufe der Optimierungsleiter</translation>
    </message>
    <message>
        <source>Your settings, the model and the engine stay.</source>
        <translation>Ihre Einstellungen, das Modell und die Engine bleiben erhalten.</translation>
    </message>
    <message>
        <source>They are encrypted at the next start.</source>
        <translation>Sie werden beim nächsten Start verschlüsselt.</translation>
    </message>
    <message>
        <source>Key: not found here; the recovery key opens the data.</source>
        <translation>Schlüssel: hier nicht gefunden; der Wiederherstellungsschlüssel öffnet die Daten.</translation>
    </message>
    <message>
        <source>No keyring, passphrase or key file holds the key: at the next start Ling Desk asks for the recovery key.</source>
        <translation>Weder Schlüsselbund, Passphrase noch Schlüsseldatei enthalten den Schlüssel: Beim nächsten Start fragt Ling Desk nach dem Wiederherstellungsschlüssel.</translation>
    </message>
    <message>
        <source>Key: {where}.</source>
        <translation>Schlüssel: {where}.</translation>
    </message>
    <message>
        <source>Some files are not encrypted yet: they are at the next start.</source>
        <translation>Einige Dateien sind noch nicht verschlüsselt: Das geschieht beim nächsten Start.</translation>
    </message>
    <message>
        <source>Conversations are kept until you delete them.</source>
        <translation>Chats bleiben erhalten, bis Sie sie löschen.</translation>
    </message>
    <message>
        <source>No conversation would be erased now. Pinned conversations are always kept.</source>
        <translation>Jetzt würde kein Chat gelöscht. Angeheftete Chats bleiben immer erhalten.</translation>
    </message>
    <message>
        <source>“{title}”</source>
        <translation>„{title}“</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>{names} and %n more</source>
        <translation>
            <numerusform>{names} und %n weiterer</numerusform>
            <numerusform>{names} und %n weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) would be erased now: {names}.</source>
        <translation>
            <numerusform>%n Chat würde jetzt gelöscht: {names}.</numerusform>
            <numerusform>%n Chats würden jetzt gelöscht: {names}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Current passphrase</source>
        <translation>Aktuelle Passphrase</translation>
    </message>
    <message>
        <source>New passphrase</source>
        <translation>Neue Passphrase</translation>
    </message>
    <message>
        <source>New passphrase again</source>
        <translation>Neue Passphrase wiederholen</translation>
    </message>
    <message>
        <source>Without the passphrase (or the recovery key) your data cannot be opened: no one can recover it for you.</source>
        <translation>Ohne die Passphrase (oder den Wiederherstellungsschlüssel) lassen sich Ihre Daten nicht öffnen: Niemand kann sie für Sie wiederherstellen.</translation>
    </message>
    <message>
        <source>The new passphrase is empty.</source>
        <translation>Die neue Passphrase ist leer.</translation>
    </message>
    <message>
        <source>The two new passphrases differ; type them again.</source>
        <translation>Die beiden neuen Passphrasen unterscheiden sich; bitte erneut eingeben.</translation>
    </message>
    <message>
        <source>Delete all my data?</source>
        <translation>Alle meine Daten löschen?</translation>
    </message>
    <message>
        <source>This erases from this computer, for good: {erased}. {kept}</source>
        <translation>Dies löscht endgültig von diesem Computer: {erased}. {kept}</translation>
    </message>
    <message>
        <source>Type {word} to confirm.</source>
        <translation>Geben Sie zur Bestätigung {word} ein.</translation>
    </message>
    <message>
        <source>Type {word} here</source>
        <translation>{word} hier eingeben</translation>
    </message>
    <message>
        <source>Type {word} to confirm</source>
        <translation>Zur Bestätigung {word} eingeben</translation>
    </message>
    <message>
        <source>Delete all my data</source>
        <translation>Alle meine Daten löschen</translation>
    </message>
    <message>
        <source>Encrypt my data</source>
        <translation>Meine Daten verschlüsseln</translation>
    </message>
    <message>
        <source>Turning this off converts your history, documents and API keys back to plain files at the next start (and forgets the key); turning it on again encrypts them at the next start.</source>
        <translation>Ausschalten wandelt Verlauf, Dokumente und API-Schlüssel beim nächsten Start wieder in unverschlüsselte Dateien um (und vergisst den Schlüssel); erneutes Einschalten verschlüsselt sie beim nächsten Start.</translation>
    </message>
    <message>
        <source>Keep the key in</source>
        <translation>Schlüssel aufbewahren in</translation>
    </message>
    <message>
        <source>Moves the key at once (the data stays as it is).</source>
        <translation>Verschiebt den Schlüssel sofort (die Daten bleiben, wie sie sind).</translation>
    </message>
    <message>
        <source>Change passphrase…</source>
        <translation>Passphrase ändern …</translation>
    </message>
    <message>
        <source>forever</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <source>Conversations unused for longer are erased at start and hourly; pinned ones are kept.</source>
        <translation>Länger unbenutzte Chats werden beim Start und stündlich gelöscht; angeheftete bleiben erhalten.</translation>
    </message>
    <message>
        <source>Keep conversations</source>
        <translation>Chats aufbewahren</translation>
    </message>
    <message>
        <source>conversations are kept at most {days} days</source>
        <translation>Chats werden höchstens {days} Tage aufbewahrt</translation>
    </message>
    <message>
        <source>At most {days} days: {sentence}</source>
        <translation>Höchstens {days} Tage: {sentence}</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Hide the conversations and the chat after this long without a key press or mouse movement in Ling Desk; the engine keeps running.</source>
        <translation>Chats und Chatfenster ausblenden, wenn in Ling Desk so lange keine Taste gedrückt und die Maus nicht bewegt wurde; die Engine läuft weiter.</translation>
    </message>
    <message>
        <source>Lock the window after idle</source>
        <translation>Fenster sperren nach Inaktivität</translation>
    </message>
    <message>
        <source>Delete all my data…</source>
        <translation>Alle meine Daten löschen …</translation>
    </message>
    <message>
        <source>Erases {erased}. {kept}</source>
        <translation>Löscht {erased}. {kept}</translation>
    </message>
    <message>
        <source>Change the passphrase</source>
        <translation>Passphrase ändern</translation>
    </message>
    <message>
        <source>Passphrase not changed</source>
        <translation>Passphrase nicht geändert</translation>
    </message>
    <message>
        <source>Passphrase changed</source>
        <translation>Passphrase geändert</translation>
    </message>
    <message>
        <source>The new passphrase is set.</source>
        <translation>Die neue Passphrase ist gesetzt.</translation>
    </message>
    <message>
        <source>Your passphrase</source>
        <translation>Ihre Passphrase</translation>
    </message>
    <message>
        <source>Choose a passphrase</source>
        <translation>Passphrase wählen</translation>
    </message>
    <message>
        <source>Keep the key in a file?</source>
        <translation>Schlüssel in einer Datei aufbewahren?</translation>
    </message>
    <message>
        <source>The key stays where it was</source>
        <translation>Der Schlüssel bleibt, wo er war</translation>
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
        <source>Settings: {problems}</source>
        <translation>Einstellungen: {problems}</translation>
    </message>
    <message>
        <source>Local API for editors and agents: {problem}</source>
        <translation>Lokale API für Editoren und Agenten: {problem}</translation>
    </message>
    <message>
        <source>Restart the engine?</source>
        <translation>Engine neu starten?</translation>
    </message>
    <message>
        <source>Engine settings changed. Restart the engine now to use them?</source>
        <translation>Die Engine-Einstellungen wurden geändert. Engine jetzt neu starten, um sie zu übernehmen?</translation>
    </message>
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
        <source>Quit Ling Desk?</source>
        <translation>Ling Desk beenden?</translation>
    </message>
    <message>
        <source>Keep downloading</source>
        <translation>Weiter herunterladen</translation>
    </message>
    <message>
        <source>Keep installing</source>
        <translation>Weiter installieren</translation>
    </message>
    <message>
        <source>Quit and resume later</source>
        <translation>Beenden und später fortsetzen</translation>
    </message>
    <message>
        <source>Quit and finish later</source>
        <translation>Beenden und später abschließen</translation>
    </message>
    <message>
        <source>the history could not be written</source>
        <translation>der Verlauf konnte nicht geschrieben werden</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) to your chats not saved yet: {why}. Ling Desk saves them by itself once there is room. If you quit now, they are lost.</source>
        <translation>
            <numerusform>%n Änderung an Ihren Chats ist noch nicht gespeichert: {why}. Ling Desk speichert sie selbst, sobald wieder Platz ist. Wenn Sie jetzt beenden, geht sie verloren.</numerusform>
            <numerusform>%n Änderungen an Ihren Chats sind noch nicht gespeichert: {why}. Ling Desk speichert sie selbst, sobald wieder Platz ist. Wenn Sie jetzt beenden, gehen sie verloren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Quit without saving?</source>
        <translation>Ohne Speichern beenden?</translation>
    </message>
    <message>
        <source>Keep Ling Desk open</source>
        <translation>Ling Desk geöffnet lassen</translation>
    </message>
    <message>
        <source>Quit and lose them</source>
        <translation>Beenden und verwerfen</translation>
    </message>
    <message>
        <source>Ling Desk is already running for {folder}; brought its window to the front.</source>
        <translation>Ling Desk läuft bereits für {folder}; sein Fenster wurde in den Vordergrund geholt.</translation>
    </message>
    <message>
        <source>Text size not saved: {error}; it holds until Ling Desk quits</source>
        <translation>Textgröße nicht gespeichert: {error}; sie gilt, bis Ling Desk beendet wird</translation>
    </message>
    <message>
        <source>the engine crashed (the Engine panel says why and what to do)</source>
        <translation>die Engine ist abgestürzt (der Engine-Bereich nennt Grund und Abhilfe)</translation>
    </message>
    <message>
        <source>Ling Desk stopped the engine (the Engine panel says why and what to do)</source>
        <translation>Ling Desk hat die Engine gestoppt (der Engine-Bereich nennt Grund und Abhilfe)</translation>
    </message>
    <message>
        <source>the engine was stopped before it was ready</source>
        <translation>die Engine wurde gestoppt, bevor sie bereit war</translation>
    </message>
    <message>
        <source>Could not save to the history: {error}</source>
        <translation>Konnte nicht im Verlauf speichern: {error}</translation>
    </message>
    <message>
        <source>Not saved: {why}.</source>
        <translation>Nicht gespeichert: {why}.</translation>
    </message>
    <message>
        <source>The history is saved again; nothing was lost.</source>
        <translation>Der Verlauf wird wieder gespeichert; nichts ging verloren.</translation>
    </message>
    <message>
        <source>The chat's attached documents could not be erased: {error}</source>
        <translation>Die an den Chat angehängten Dokumente konnten nicht gelöscht werden: {error}</translation>
    </message>
    <message>
        <source>The chat's attached documents could not be brought back: {error}</source>
        <translation>Die an den Chat angehängten Dokumente konnten nicht wiederhergestellt werden: {error}</translation>
    </message>
    <message>
        <source>Settings not saved: {error}; the change holds until Ling Desk quits</source>
        <translation>Einstellungen nicht gespeichert: {error}; die Änderung gilt, bis Ling Desk beendet wird</translation>
    </message>
    <message>
        <source>Link not opened</source>
        <translation>Link nicht geöffnet</translation>
    </message>
    <message>
        <source>Ling Desk opens only web and mail links:
{url}</source>
        <translation>Ling Desk öffnet nur Web- und E-Mail-Links:
{url}</translation>
    </message>
    <message>
        <source>Open link outside Ling Desk?</source>
        <translation>Link außerhalb von Ling Desk öffnen?</translation>
    </message>
    <message>
        <source>Open this link in your browser?</source>
        <translation>Diesen Link im Browser öffnen?</translation>
    </message>
    <message>
        <source>Your browser will send this whole address to {site}, and it leaves this machine with whatever it holds (words from this conversation too, if the link carries them). Nothing else from the conversation is sent.</source>
        <translation>Ihr Browser sendet diese vollständige Adresse an {site}, und sie verlässt diesen Rechner mit allem, was sie enthält (auch Wörter aus diesem Chat, falls der Link sie trägt). Sonst wird nichts aus dem Chat gesendet.</translation>
    </message>
    <message>
        <source>that site</source>
        <translation>diese Website</translation>
    </message>
    <message>
        <source>Move aside and start fresh</source>
        <translation>Beiseitelegen und neu beginnen</translation>
    </message>
    <message>
        <source>Ling Desk: history damaged</source>
        <translation>Ling Desk: Verlauf beschädigt</translation>
    </message>
    <message>
        <source>The chat history cannot be read: the file is damaged.</source>
        <translation>Der Chatverlauf kann nicht gelesen werden: Die Datei ist beschädigt.</translation>
    </message>
    <message>
        <source>Ling Desk can move this file aside (it is kept beside the new one, never deleted, for a repair tool or a backup) and start with an empty history. Or quit and deal with the file yourself.</source>
        <translation>Ling Desk kann diese Datei beiseitelegen (sie bleibt neben der neuen erhalten und wird nie gelöscht, für ein Reparaturwerkzeug oder eine Sicherung) und mit einem leeren Verlauf beginnen. Oder Sie beenden das Programm und kümmern sich selbst um die Datei.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Ling Desk: history locked</source>
        <translation>Ling Desk: Verlauf gesperrt</translation>
    </message>
    <message>
        <source>The chat history cannot be opened with this data key. The file is not damaged: the key is the wrong one, so Ling Desk quits and leaves the file as it is.</source>
        <translation>Der Chatverlauf lässt sich mit diesem Datenschlüssel nicht öffnen. Die Datei ist nicht beschädigt: Es ist der falsche Schlüssel. Ling Desk wird daher beendet und lässt die Datei unverändert.</translation>
    </message>
    <message>
        <source>History locked: wrong key</source>
        <translation>Verlauf gesperrt: falscher Schlüssel</translation>
    </message>
    <message>
        <source>The damaged history was moved to {path}; this is a fresh one.</source>
        <translation>Der beschädigte Verlauf wurde nach {path} verschoben; dies ist ein neuer.</translation>
    </message>
    <message>
        <source>Ling Desk: the disk is full</source>
        <translation>Ling Desk: Der Datenträger ist voll</translation>
    </message>
    <message>
        <source>Locked — Ling Desk</source>
        <translation>Gesperrt — Ling Desk</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>Gesperrt</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>Passphrase</translation>
    </message>
    <message>
        <source>Your passphrase unlocks Ling Desk again</source>
        <translation>Ihre Passphrase entsperrt Ling Desk wieder</translation>
    </message>
    <message>
        <source>Unlock</source>
        <translation>Entsperren</translation>
    </message>
    <message>
        <source>Ling Desk was idle, so your conversations are hidden. The engine is still running. Enter your passphrase to unlock.</source>
        <translation>Ling Desk war inaktiv, daher sind Ihre Chats ausgeblendet. Die Engine läuft weiter. Geben Sie Ihre Passphrase ein, um zu entsperren.</translation>
    </message>
    <message>
        <source>Ling Desk was idle, so your conversations are hidden. The engine is still running.</source>
        <translation>Ling Desk war inaktiv, daher sind Ihre Chats ausgeblendet. Die Engine läuft weiter.</translation>
    </message>
    <message>
        <source>That passphrase does not unlock Ling Desk; try again.</source>
        <translation>Diese Passphrase entsperrt Ling Desk nicht; bitte erneut versuchen.</translation>
    </message>
    <message>
        <source>Alt+Down or F4</source>
        <translation>Alt+Down oder F4</translation>
    </message>
    <message>
        <source>Open the focused button's menu (Attach: a folder, the library, presets)</source>
        <translation>Menü der fokussierten Schaltfläche öffnen (Anhängen: ein Ordner, die Bibliothek, Vorlagen)</translation>
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
        <source>{what} failed: {error}</source>
        <translation>{what} fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>The headless verbs need no display: `ling-desk check`, `ling-desk serve`, `ling-desk engine-command`.</source>
        <translation>Die Befehle ohne Oberfläche brauchen keine Anzeige: `ling-desk check`, `ling-desk serve`, `ling-desk engine-command`.</translation>
    </message>
    <message>
        <source>On Debian or Ubuntu: sudo apt install {packages}.</source>
        <translation>Unter Debian oder Ubuntu: sudo apt install {packages}.</translation>
    </message>
    <message>
        <source>Install the packages that provide {libs}.</source>
        <translation>Installieren Sie die Pakete, die {libs} bereitstellen.</translation>
    </message>
    <message>
        <source>Qt's {what} platform plugin cannot load: missing {libs}.</source>
        <translation>Das Qt-Plattform-Plugin {what} kann nicht geladen werden: Es fehlt {libs}.</translation>
    </message>
    <message>
        <source>no display: neither DISPLAY nor WAYLAND_DISPLAY is set, so the window cannot open. Start Ling Desk from a desktop session (or over ssh -X). {hint}</source>
        <translation>keine Anzeige: Weder DISPLAY noch WAYLAND_DISPLAY ist gesetzt, daher kann das Fenster nicht geöffnet werden. Starten Sie Ling Desk aus einer Desktop-Sitzung (oder über ssh -X). {hint}</translation>
    </message>
    <message>
        <source>no display: the Wayland display {name} cannot be reached. {hint}</source>
        <translation>keine Anzeige: Die Wayland-Anzeige {name} ist nicht erreichbar. {hint}</translation>
    </message>
    <message>
        <source>no display: DISPLAY is not set, and Qt's xcb platform needs it. {hint}</source>
        <translation>keine Anzeige: DISPLAY ist nicht gesetzt, die xcb-Plattform von Qt braucht es aber. {hint}</translation>
    </message>
    <message>
        <source>no display: the X display {name} cannot be reached (is the X server running, and may this user connect to it?). {hint}</source>
        <translation>keine Anzeige: Die X-Anzeige {name} ist nicht erreichbar (läuft der X-Server, und darf dieser Benutzer sich verbinden?). {hint}</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>unbekannter Fehler</translation>
    </message>
    <message>
        <source>the window cannot open: Qt said: {message} {hint}</source>
        <translation>das Fenster kann nicht geöffnet werden: Qt meldet: {message} {hint}</translation>
    </message>
    <message>
        <source>The Ling Desk using {folder} is stopping its engine and closing. Start Ling Desk again once it has closed.</source>
        <translation>Das Ling Desk, das {folder} verwendet, stoppt gerade seine Engine und wird geschlossen. Starten Sie Ling Desk erneut, sobald es geschlossen ist.</translation>
    </message>
    <message>
        <source>Ling Desk is closing</source>
        <translation>Ling Desk wird geschlossen</translation>
    </message>
    <message>
        <source>Ling Desk is already running</source>
        <translation>Ling Desk läuft bereits</translation>
    </message>
    <message>
        <source>Stopping the engine…</source>
        <translation>Engine wird gestoppt …</translation>
    </message>
    <message>
        <source>Ling Desk closes once the engine and every process it started have stopped. An engine that stopped answering is forced to stop after a few seconds.</source>
        <translation>Ling Desk wird geschlossen, sobald die Engine und alle von ihr gestarteten Prozesse gestoppt sind. Eine Engine, die nicht mehr antwortet, wird nach wenigen Sekunden zwangsweise gestoppt.</translation>
    </message>
    <message>
        <source>Ling Desk: stopping pip</source>
        <translation>Ling Desk: pip wird gestoppt</translation>
    </message>
    <message>
        <source>Stopping the engine-environment job…</source>
        <translation>Engine-Umgebungs-Auftrag wird gestoppt …</translation>
    </message>
    <message>
        <source>Ling Desk closes once pip and every process it started have stopped. What pip installed is kept: pressing Create engine environment again finishes the rest.</source>
        <translation>Ling Desk wird geschlossen, sobald pip und alle von ihm gestarteten Prozesse gestoppt sind. Was pip installiert hat, bleibt erhalten: Ein erneuter Klick auf „Engine-Umgebung erstellen“ erledigt den Rest.</translation>
    </message>
    <message>
        <source>Ling Desk: stopping the download</source>
        <translation>Ling Desk: Download wird gestoppt</translation>
    </message>
    <message>
        <source>Stopping the download…</source>
        <translation>Download wird gestoppt …</translation>
    </message>
    <message>
        <source>Ling Desk closes once the download has stopped. What came is kept: the next start offers to resume it.</source>
        <translation>Ling Desk wird geschlossen, sobald der Download gestoppt ist. Was bereits da ist, bleibt erhalten: Beim nächsten Start wird angeboten, ihn fortzusetzen.</translation>
    </message>
    <message>
        <source>Ling Desk: stopping the engine</source>
        <translation>Ling Desk: Engine wird gestoppt</translation>
    </message>
    <message>
        <source>Ling Desk: unlock your data</source>
        <translation>Ling Desk: Daten entsperren</translation>
    </message>
    <message>
        <source>Preparing</source>
        <translation>Vorbereitung</translation>
    </message>
    <message>
        <source>Copying the data into the new file</source>
        <translation>Daten werden in die neue Datei kopiert</translation>
    </message>
    <message>
        <source>Checking the copy</source>
        <translation>Kopie wird geprüft</translation>
    </message>
    <message>
        <source>Putting the new file in place</source>
        <translation>Neue Datei wird eingesetzt</translation>
    </message>
    <message>
        <source>Erasing the old file</source>
        <translation>Alte Datei wird gelöscht</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Enter your passphrase</source>
        <translation>Passphrase eingeben</translation>
    </message>
    <message>
        <source>What to enter</source>
        <translation>Was einzugeben ist</translation>
    </message>
    <message>
        <source>Choose where to keep the data key</source>
        <translation>Aufbewahrungsort des Datenschlüssels wählen</translation>
    </message>
    <message>
        <source>Why you are asked</source>
        <translation>Warum Sie gefragt werden</translation>
    </message>
    <message>
        <source>Protect the key with a passphrase that I enter at each start.</source>
        <translation>Den Schlüssel mit einer Passphrase schützen, die ich bei jedem Start eingebe.</translation>
    </message>
    <message>
        <source>Use a passphrase</source>
        <translation>Passphrase verwenden</translation>
    </message>
    <message>
        <source>Keep the key in a file in my config folder.</source>
        <translation>Den Schlüssel in einer Datei in meinem Konfigurationsordner aufbewahren.</translation>
    </message>
    <message>
        <source>Use a key file</source>
        <translation>Schlüsseldatei verwenden</translation>
    </message>
    <message>
        <source>Passphrase again</source>
        <translation>Passphrase wiederholen</translation>
    </message>
    <message>
        <source>The same passphrase again</source>
        <translation>Dieselbe Passphrase noch einmal</translation>
    </message>
    <message>
        <source>The two passphrases are not the same.</source>
        <translation>Die beiden Passphrasen stimmen nicht überein.</translation>
    </message>
    <message>
        <source>Warning: {warning}</source>
        <translation>Warnung: {warning}</translation>
    </message>
    <message>
        <source>Key file warning</source>
        <translation>Warnung zur Schlüsseldatei</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Enter your recovery key</source>
        <translation>Wiederherstellungsschlüssel eingeben</translation>
    </message>
    <message>
        <source>Recovery key</source>
        <translation>Wiederherstellungsschlüssel</translation>
    </message>
    <message>
        <source>Ling Desk: your recovery key</source>
        <translation>Ling Desk: Ihr Wiederherstellungsschlüssel</translation>
    </message>
    <message>
        <source>Your recovery key</source>
        <translation>Ihr Wiederherstellungsschlüssel</translation>
    </message>
    <message>
        <source>A new key encrypts your history and documents. This recovery key opens them if the key's store is ever lost (a new machine, a forgotten passphrase). It is shown only this once: copy it, save it or print it, and keep it somewhere safe, away from this computer.</source>
        <translation>Ein neuer Schlüssel verschlüsselt Ihren Verlauf und Ihre Dokumente. Dieser Wiederherstellungsschlüssel öffnet sie, falls der Aufbewahrungsort des Schlüssels verloren geht (ein neuer Rechner, eine vergessene Passphrase). Er wird nur dieses eine Mal angezeigt: Kopieren, speichern oder drucken Sie ihn und bewahren Sie ihn sicher auf, getrennt von diesem Computer.</translation>
    </message>
    <message>
        <source>About the recovery key</source>
        <translation>Über den Wiederherstellungsschlüssel</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the recovery key</source>
        <translation>Wiederherstellungsschlüssel kopieren</translation>
    </message>
    <message>
        <source>Save to file…</source>
        <translation>In Datei speichern …</translation>
    </message>
    <message>
        <source>Save the recovery key to a file</source>
        <translation>Wiederherstellungsschlüssel in einer Datei speichern</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken …</translation>
    </message>
    <message>
        <source>Print the recovery key</source>
        <translation>Wiederherstellungsschlüssel drucken</translation>
    </message>
    <message>
        <source>I have stored the recovery key somewhere safe.</source>
        <translation>Ich habe den Wiederherstellungsschlüssel sicher aufbewahrt.</translation>
    </message>
    <message>
        <source>I have stored the recovery key</source>
        <translation>Ich habe den Wiederherstellungsschlüssel aufbewahrt</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschehen ist</translation>
    </message>
    <message>
        <source>The recovery key was copied. Paste it somewhere safe.</source>
        <translation>Der Wiederherstellungsschlüssel wurde kopiert. Fügen Sie ihn an einem sicheren Ort ein.</translation>
    </message>
    <message>
        <source>Save the recovery key</source>
        <translation>Wiederherstellungsschlüssel speichern</translation>
    </message>
    <message>
        <source>The recovery key could not be saved to {path}: {why}.</source>
        <translation>Der Wiederherstellungsschlüssel konnte nicht in {path} gespeichert werden: {why}.</translation>
    </message>
    <message>
        <source>The recovery key was saved to {path} (readable only by you).</source>
        <translation>Der Wiederherstellungsschlüssel wurde in {path} gespeichert (nur für Sie lesbar).</translation>
    </message>
    <message>
        <source>Encrypting your data…</source>
        <translation>Ihre Daten werden verschlüsselt …</translation>
    </message>
    <message>
        <source>Decrypting your data…</source>
        <translation>Ihre Daten werden entschlüsselt …</translation>
    </message>
    <message>
        <source>Ling Desk: converting your data</source>
        <translation>Ling Desk: Daten werden umgewandelt</translation>
    </message>
    <message>
        <source>What is being done</source>
        <translation>Was gerade geschieht</translation>
    </message>
    <message>
        <source>Encrypting your data: file {i} of {n} ({name}).</source>
        <translation>Ihre Daten werden verschlüsselt: Datei {i} von {n} ({name}).</translation>
    </message>
    <message>
        <source>Decrypting your data: file {i} of {n} ({name}).</source>
        <translation>Ihre Daten werden entschlüsselt: Datei {i} von {n} ({name}).</translation>
    </message>
    <message>
        <source>Ling Desk: your data stays locked</source>
        <translation>Ling Desk: Ihre Daten bleiben gesperrt</translation>
    </message>
    <message>
        <source>Your data stays locked</source>
        <translation>Ihre Daten bleiben gesperrt</translation>
    </message>
    <message>
        <source>Your data could not be encrypted: {error}. Each file is either converted whole or left as it was; start Ling Desk again to go on.</source>
        <translation>Ihre Daten konnten nicht verschlüsselt werden: {error}. Jede Datei ist entweder vollständig umgewandelt oder unverändert; starten Sie Ling Desk erneut, um fortzufahren.</translation>
    </message>
    <message>
        <source>Your data could not be decrypted: {error}. Each file is either converted whole or left as it was; start Ling Desk again to go on.</source>
        <translation>Ihre Daten konnten nicht entschlüsselt werden: {error}. Jede Datei ist entweder vollständig umgewandelt oder unverändert; starten Sie Ling Desk erneut, um fortzufahren.</translation>
    </message>
    <message>
        <source>Open a conversation to export it.</source>
        <translation>Öffnen Sie einen Chat, um ihn zu exportieren.</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export conversation</source>
        <translation>Chat exportieren</translation>
    </message>
    <message>
        <source>Exported to {path}</source>
        <translation>Exportiert nach {path}</translation>
    </message>
    <message>
        <source>An import is already running.</source>
        <translation>Es läuft bereits ein Import.</translation>
    </message>
    <message>
        <source>Import conversation</source>
        <translation>Chat importieren</translation>
    </message>
    <message>
        <source>Reading the file…</source>
        <translation>Datei wird gelesen …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Import cancelled; nothing was added.</source>
        <translation>Import abgebrochen; nichts wurde hinzugefügt.</translation>
    </message>
    <message>
        <source>The import failed and nothing was added: {error}</source>
        <translation>Der Import ist fehlgeschlagen, nichts wurde hinzugefügt: {error}</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n conversation(s).</source>
        <translation>
            <numerusform>%n Chat importiert.</numerusform>
            <numerusform>%n Chats importiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Import fehlgeschlagen</translation>
    </message>
    <message>
        <source>Choose the Ling-3.0-flash model folder</source>
        <translation>Modellordner von Ling-3.0-flash wählen</translation>
    </message>
    <message>
        <source>{holder}: Cancel the benchmark to use it for chat.</source>
        <translation>{holder}: Brechen Sie den Benchmark ab, um sie für den Chat zu nutzen.</translation>
    </message>
    <message>
        <source>Engine log</source>
        <translation>Engine-Protokoll</translation>
    </message>
    <message>
        <source>(the engine has printed nothing yet)</source>
        <translation>(die Engine hat noch nichts ausgegeben)</translation>
    </message>
    <message>
        <source>Last lines; the full log is {path}</source>
        <translation>Letzte Zeilen; das vollständige Protokoll liegt in {path}</translation>
    </message>
    <message>
        <source>Enter or Ctrl+Enter</source>
        <translation>Enter oder Strg+Enter</translation>
    </message>
    <message>
        <source>Send the message (in the message box)</source>
        <translation>Nachricht senden (im Eingabefeld)</translation>
    </message>
    <message>
        <source>New line (in the message box)</source>
        <translation>Neue Zeile (im Eingabefeld)</translation>
    </message>
    <message>
        <source>(no description)</source>
        <translation>(keine Beschreibung)</translation>
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
        <source>All your data was erased.</source>
        <translation>Alle Ihre Daten wurden gelöscht.</translation>
    </message>
    <message numerus="yes">
        <source>Erased %n conversation(s) unused for over {days} days (Settings &gt; Privacy).</source>
        <translation>
            <numerusform>%n Chat gelöscht, der über {days} Tage nicht benutzt wurde (Einstellungen &gt; Datenschutz).</numerusform>
            <numerusform>%n Chats gelöscht, die über {days} Tage nicht benutzt wurden (Einstellungen &gt; Datenschutz).</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was deleted</source>
        <translation>Nichts wurde gelöscht</translation>
    </message>
    <message>
        <source>An answer is still being written. Stop it (Esc), then delete your data.</source>
        <translation>Es wird noch eine Antwort geschrieben. Stoppen Sie sie (Esc) und löschen Sie dann Ihre Daten.</translation>
    </message>
    <message>
        <source>Your data was erased, except: {problems}</source>
        <translation>Ihre Daten wurden gelöscht, außer: {problems}</translation>
    </message>
    <message>
        <source>Ling Desk did not reopen “{title}”: it could not be shown last time; open it from the list.</source>
        <translation>Ling Desk hat „{title}“ nicht wieder geöffnet: Der Chat konnte beim letzten Mal nicht angezeigt werden; öffnen Sie ihn in der Liste.</translation>
    </message>
</context>
<context>
    <name>vault</name>
    <message>
        <source>{path} is a plain (unencrypted) database, so the data key cannot open it. Encrypt it first (the vault's migration does it); the file is left untouched.</source>
        <translation>{path} ist eine unverschlüsselte Datenbank, daher kann der Datenschlüssel sie nicht öffnen. Verschlüsseln Sie sie zuerst (die Migration des Tresors erledigt das); die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <source>{path} is damaged ({failed} of {pages} pages fail their check, the first page among them): the key is right, but the file cannot be opened. Restore it from a backup; the file is left untouched.</source>
        <translation>{path} ist beschädigt ({failed} von {pages} Seiten bestehen ihre Prüfung nicht, darunter die erste): Der Schlüssel stimmt, aber die Datei lässt sich nicht öffnen. Stellen Sie sie aus einer Sicherung wieder her; die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <source>{path} cannot be opened with this data key: it was encrypted with another key (a copy from another machine or data folder, or a key that was replaced), or it is damaged. Unlock with the key it was made with, or use its recovery key; the file is left untouched. (SQLCipher said: {error})</source>
        <translation>{path} lässt sich mit diesem Datenschlüssel nicht öffnen: Sie wurde mit einem anderen Schlüssel verschlüsselt (eine Kopie von einem anderen Rechner oder Datenordner oder ein ersetzter Schlüssel), oder sie ist beschädigt. Entsperren Sie mit dem Schlüssel, mit dem sie erstellt wurde, oder verwenden Sie ihren Wiederherstellungsschlüssel; die Datei bleibt unverändert. (SQLCipher meldet: {error})</translation>
    </message>
    <message>
        <source>{what} {path} was written by a newer Ling Desk (format {found}; this version reads up to {known}). It is left untouched: upgrade Ling Desk to use it again.</source>
        <translation>{what} {path} wurde von einem neueren Ling Desk geschrieben (Format {found}; diese Version liest bis {known}). Die Datei bleibt unverändert: Aktualisieren Sie Ling Desk, um sie wieder zu nutzen.</translation>
    </message>
    <message>
        <source>a data key for {folder} exists already; load it, or forget it first (only when no encrypted data needs it)</source>
        <translation>für {folder} gibt es bereits einen Datenschlüssel; laden Sie ihn oder entfernen Sie ihn zuerst (nur wenn keine verschlüsselten Daten ihn brauchen)</translation>
    </message>
    <message>
        <source>the data key of {folder} is locked with a passphrase: enter it</source>
        <translation>der Datenschlüssel von {folder} ist mit einer Passphrase gesperrt: Geben Sie sie ein</translation>
    </message>
    <message>
        <source>the keyring's entry</source>
        <translation>der Eintrag im Schlüsselbund</translation>
    </message>
    <message>
        <source>no data key for {folder} is in the keyring, a passphrase envelope or a key file: enter the recovery key to open the encrypted data</source>
        <translation>weder Schlüsselbund, Passphrase-Umschlag noch Schlüsseldatei enthalten einen Datenschlüssel für {folder}: Geben Sie den Wiederherstellungsschlüssel ein, um die verschlüsselten Daten zu öffnen</translation>
    </message>
    <message>
        <source>a passphrase store needs a passphrase that is not empty</source>
        <translation>eine Aufbewahrung per Passphrase braucht eine Passphrase, die nicht leer ist</translation>
    </message>
    <message>
        <source>the {store} store did not keep the data key; it stays where it was</source>
        <translation>die Aufbewahrung {store} hat den Datenschlüssel nicht behalten; er bleibt, wo er war</translation>
    </message>
    <message>
        <source>the new passphrase is empty</source>
        <translation>die neue Passphrase ist leer</translation>
    </message>
    <message>
        <source>the recovery key holds {char}, which is not one of its characters (0-9, A-F); check what you typed</source>
        <translation>der Wiederherstellungsschlüssel enthält {char}, das keines seiner Zeichen ist (0-9, A-F); prüfen Sie Ihre Eingabe</translation>
    </message>
    <message>
        <source>the recovery key has {got} characters, not {want} ({groups} groups of {size}); check for a missing or doubled group</source>
        <translation>der Wiederherstellungsschlüssel hat {got} Zeichen statt {want} ({groups} Gruppen zu {size}); prüfen Sie auf eine fehlende oder doppelte Gruppe</translation>
    </message>
    <message>
        <source>the recovery key has a typo (its last group, a check, does not match the others); compare each group with what you wrote down</source>
        <translation>der Wiederherstellungsschlüssel enthält einen Tippfehler (seine letzte Gruppe, eine Prüfsumme, passt nicht zu den anderen); vergleichen Sie jede Gruppe mit Ihrer Notiz</translation>
    </message>
    <message>
        <source>the system keyring cannot hold the data key ({error}); choose a passphrase or a key file instead</source>
        <translation>der Schlüsselbund des Systems kann den Datenschlüssel nicht aufnehmen ({error}); wählen Sie stattdessen eine Passphrase oder eine Schlüsseldatei</translation>
    </message>
    <message>
        <source>the system keyring did not keep the data key; choose a passphrase or a key file</source>
        <translation>der Schlüsselbund des Systems hat den Datenschlüssel nicht behalten; wählen Sie eine Passphrase oder eine Schlüsseldatei</translation>
    </message>
    <message>
        <source>{where} does not hold a data key (64 hex digits); enter the recovery key</source>
        <translation>{where} enthält keinen Datenschlüssel (64 Hexadezimalziffern); geben Sie den Wiederherstellungsschlüssel ein</translation>
    </message>
    <message>
        <source>the key file {path} can be read by other users (mode {mode}), so Ling Desk will not use it: run `chmod 600 {path}` if no one else could have read it, else make a new key</source>
        <translation>die Schlüsseldatei {path} ist für andere Benutzer lesbar (Modus {mode}), daher verwendet Ling Desk sie nicht: Führen Sie `chmod 600 {path}` aus, wenn niemand sonst sie gelesen haben kann, sonst erstellen Sie einen neuen Schlüssel</translation>
    </message>
    <message>
        <source>the key file {path}</source>
        <translation>die Schlüsseldatei {path}</translation>
    </message>
    <message>
        <source>that passphrase does not unlock the data key; try again</source>
        <translation>diese Passphrase entsperrt den Datenschlüssel nicht; bitte erneut versuchen</translation>
    </message>
    <message>
        <source>the key envelope {path} holds no data key; enter the recovery key</source>
        <translation>der Schlüsselumschlag {path} enthält keinen Datenschlüssel; geben Sie den Wiederherstellungsschlüssel ein</translation>
    </message>
    <message>
        <source>{path} was written while it was being converted (another Ling Desk?); nothing was changed, try again</source>
        <translation>{path} wurde während der Umwandlung beschrieben (ein anderes Ling Desk?); nichts wurde geändert, bitte erneut versuchen</translation>
    </message>
    <message>
        <source>{path} is in use by another program (another Ling Desk?); close it and try again: nothing was changed</source>
        <translation>{path} wird von einem anderen Programm verwendet (ein anderes Ling Desk?); schließen Sie es und versuchen Sie es erneut: nichts wurde geändert</translation>
    </message>
    <message>
        <source>the converted copy of the database failed its check ({problem}); the original is unchanged</source>
        <translation>die umgewandelte Kopie der Datenbank hat ihre Prüfung nicht bestanden ({problem}); das Original ist unverändert</translation>
    </message>
    <message>
        <source>The data key is kept in a file in the config folder (readable only by you). Anyone who can read your files as you, or a backup of the config folder, can read your history with it: keep backups of the config and data folders apart, or use a passphrase.</source>
        <translation>Der Datenschlüssel liegt in einer Datei im Konfigurationsordner (nur für Sie lesbar). Wer Ihre Dateien als Sie lesen kann oder eine Sicherung des Konfigurationsordners hat, kann damit Ihren Verlauf lesen: Bewahren Sie Sicherungen von Konfigurations- und Datenordner getrennt auf, oder verwenden Sie eine Passphrase.</translation>
    </message>
    <message>
        <source>{setting} is not a key store; use one of {stores}</source>
        <translation>{setting} ist keine Schlüsselaufbewahrung; verwenden Sie eine davon: {stores}</translation>
    </message>
    <message>
        <source>No key for the encrypted data was found</source>
        <translation>Für die verschlüsselten Daten wurde kein Schlüssel gefunden</translation>
    </message>
    <message>
        <source>The key kept in the {where} does not open this data (it belongs to another data folder or was replaced)</source>
        <translation>Der unter {where} aufbewahrte Schlüssel öffnet diese Daten nicht (er gehört zu einem anderen Datenordner oder wurde ersetzt)</translation>
    </message>
    <message>
        <source>Enter the passphrase that unlocks your history and documents.</source>
        <translation>Geben Sie die Passphrase ein, die Ihren Verlauf und Ihre Dokumente entsperrt.</translation>
    </message>
    <message>
        <source>Your history and documents stay locked: they open only with the passphrase (or the recovery key). Start Ling Desk again to enter it.</source>
        <translation>Ihr Verlauf und Ihre Dokumente bleiben gesperrt: Sie öffnen sich nur mit der Passphrase (oder dem Wiederherstellungsschlüssel). Starten Sie Ling Desk erneut, um sie einzugeben.</translation>
    </message>
    <message numerus="yes">
        <source>The passphrase was wrong %n time(s); your data stays locked and untouched. Start again, or use the recovery key.</source>
        <translation>
            <numerusform>Die Passphrase war %n-mal falsch; Ihre Daten bleiben gesperrt und unverändert. Starten Sie erneut oder verwenden Sie den Wiederherstellungsschlüssel.</numerusform>
            <numerusform>Die Passphrase war %n-mal falsch; Ihre Daten bleiben gesperrt und unverändert. Starten Sie erneut oder verwenden Sie den Wiederherstellungsschlüssel.</numerusform>
        </translation>
    </message>
    <message>
        <source>{reason}. Enter the recovery key you were shown when the data was first encrypted (17 groups of 4 characters).</source>
        <translation>{reason}. Geben Sie den Wiederherstellungsschlüssel ein, der Ihnen bei der ersten Verschlüsselung der Daten angezeigt wurde (17 Gruppen zu 4 Zeichen).</translation>
    </message>
    <message>
        <source>{reason}, so your history and documents stay locked; nothing was changed. Start again with the recovery key at hand, or restore the keyring or key file, or move {folder} aside to start with an empty history.</source>
        <translation>{reason}, daher bleiben Ihr Verlauf und Ihre Dokumente gesperrt; nichts wurde geändert. Starten Sie erneut mit dem Wiederherstellungsschlüssel zur Hand, stellen Sie Schlüsselbund oder Schlüsseldatei wieder her, oder legen Sie {folder} beiseite, um mit einem leeren Verlauf zu beginnen.</translation>
    </message>
    <message>
        <source>That recovery key is valid but belongs to other data; check which one.</source>
        <translation>Dieser Wiederherstellungsschlüssel ist gültig, gehört aber zu anderen Daten; prüfen Sie, welcher es ist.</translation>
    </message>
    <message>
        <source>Choose a passphrase for your history and documents.</source>
        <translation>Wählen Sie eine Passphrase für Ihren Verlauf und Ihre Dokumente.</translation>
    </message>
    <message>
        <source>No passphrase was chosen, so nothing was encrypted or changed.</source>
        <translation>Es wurde keine Passphrase gewählt, daher wurde nichts verschlüsselt oder geändert.</translation>
    </message>
    <message>
        <source>Your history and documents are encrypted, and no system keyring is available here to keep their key. Choose a passphrase to enter at each start, or a key file.</source>
        <translation>Ihr Verlauf und Ihre Dokumente sind verschlüsselt, und hier steht kein Schlüsselbund des Systems für ihren Schlüssel bereit. Wählen Sie eine Passphrase, die Sie bei jedem Start eingeben, oder eine Schlüsseldatei.</translation>
    </message>
    <message>
        <source>No keyring is usable here, and no passphrase or key file was chosen, so your data stays as it was. Choose one: set {env}=passphrase (with --passphrase-fd or at the prompt) or {env}=file, or turn encryption off in the settings.</source>
        <translation>Hier ist kein Schlüsselbund nutzbar, und es wurde weder Passphrase noch Schlüsseldatei gewählt, daher bleiben Ihre Daten, wie sie waren. Wählen Sie eines: Setzen Sie {env}=passphrase (mit --passphrase-fd oder bei der Abfrage) oder {env}=file, oder schalten Sie die Verschlüsselung in den Einstellungen aus.</translation>
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
