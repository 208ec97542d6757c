<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>audit</name>
    <message numerus="yes">
        <source>Checking that the record is whole (%n record(s))…</source>
        <translation>
            <numerusform>Checking that the record is whole (%n record)…</numerusform>
            <numerusform>Checking that the record is whole (%n records)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reading the activity log… %n record(s) so far.</source>
        <translation>
            <numerusform>Reading the activity log… %n record so far.</numerusform>
            <numerusform>Reading the activity log… %n records so far.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n record(s) to {path}.</source>
        <translation>
            <numerusform>Exported %n record to {path}.</numerusform>
            <numerusform>Exported %n records to {path}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The record is whole: %n record(s), last {when}.</source>
        <translation>
            <numerusform>The record is whole: %n record, last {when}.</numerusform>
            <numerusform>The record is whole: %n records, last {when}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bench</name>
    <message numerus="yes">
        <source>%n engine start(s) and {requests} requests at batch 1: roughly {hours} h on a DGX Spark (each start loads the model and compiles kernels; the chat engine is stopped meanwhile and started again at the end).</source>
        <translation>
            <numerusform>%n engine start and {requests} requests at batch 1: roughly {hours} h on a DGX Spark (each start loads the model and compiles kernels; the chat engine is stopped meanwhile and started again at the end).</numerusform>
            <numerusform>%n engine starts and {requests} requests at batch 1: roughly {hours} h on a DGX Spark (each start loads the model and compiles kernels; the chat engine is stopped meanwhile and started again at the end).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n configuration(s) not run yet: Resume to finish.)</source>
        <translation>
            <numerusform>(%n configuration not run yet: Resume to finish.)</numerusform>
            <numerusform>(%n configurations not run yet: Resume to finish.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chat</name>
    <message numerus="yes">
        <source>Sources: none cited of the %n passage(s) given</source>
        <translation>
            <numerusform>Sources: none cited of the %n passage given</numerusform>
            <numerusform>Sources: none cited of the %n passages given</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n round(s) of tool calls: the limit set in Settings &gt; Tools. The calls Ling asked for after that were not run.</source>
        <translation>
            <numerusform>Stopped after %n round of tool calls: the limit set in Settings &gt; Tools. The calls Ling asked for after that were not run.</numerusform>
            <numerusform>Stopped after %n rounds of tool calls: the limit set in Settings &gt; Tools. The calls Ling asked for after that were not run.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n line</numerusform>
            <numerusform>%n lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Still reading %n document(s); send again once their chips show their pages.</source>
        <translation>
            <numerusform>Still reading %n document; send again once its chip shows its pages.</numerusform>
            <numerusform>Still reading %n documents; send again once their chips show their pages.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answer finished, %n word(s).</source>
        <translation>
            <numerusform>Answer finished, %n word.</numerusform>
            <numerusform>Answer finished, %n words.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Sources&lt;/b&gt;  none cited: this answer names none of the %n passage(s) it was given. &lt;a href="sent:"&gt;Show what was sent&lt;/a&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;Sources&lt;/b&gt;  none cited: this answer does not name the %n passage it was given. &lt;a href="sent:"&gt;Show what was sent&lt;/a&gt;</numerusform>
            <numerusform>&lt;b&gt;Sources&lt;/b&gt;  none cited: this answer names none of the %n passages it was given. &lt;a href="sent:"&gt;Show what was sent&lt;/a&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Branch deleted: %n message(s) erased from disk.</source>
        <translation>
            <numerusform>Branch deleted: %n message erased from disk.</numerusform>
            <numerusform>Branch deleted: %n messages erased from disk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete these %n messages (this one and those below it)?</source>
        <translation>
            <numerusform>Delete these %n messages (this one and those below it)?</numerusform>
            <numerusform>Delete these %n messages (this one and those below it)?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searched again: %n new passage(s) for this question</source>
        <translation>
            <numerusform>Searched again: %n new passage for this question</numerusform>
            <numerusform>Searched again: %n new passages for this question</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) from the library attached to your next message.</source>
        <translation>
            <numerusform>%n document from the library attached to your next message.</numerusform>
            <numerusform>%n documents from the library attached to your next message.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied the last code block (%n line(s)).</source>
        <translation>
            <numerusform>Copied the last code block (%n line).</numerusform>
            <numerusform>Copied the last code block (%n lines).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message numerus="yes">
        <source>{name}  …{hint}  created {created}  last used {used}  %n request(s)  EXPOSED to {who} ({when}): refused until `api key reissue {name}` or `api key confirm {name}`</source>
        <translation>
            <numerusform>{name}  …{hint}  created {created}  last used {used}  %n request  EXPOSED to {who} ({when}): refused until `api key reissue {name}` or `api key confirm {name}`</numerusform>
            <numerusform>{name}  …{hint}  created {created}  last used {used}  %n requests  EXPOSED to {who} ({when}): refused until `api key reissue {name}` or `api key confirm {name}`</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}  …{hint}  created {created}  last used {used}  %n request(s)</source>
        <translation>
            <numerusform>{name}  …{hint}  created {created}  last used {used}  %n request</numerusform>
            <numerusform>{name}  …{hint}  created {created}  last used {used}  %n requests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n prompt token(s), cached {cached} of %n)</source>
        <translation>
            <numerusform>(%n prompt token, cached {cached} of %n)</numerusform>
            <numerusform>(%n prompt tokens, cached {cached} of %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n prompt token(s))</source>
        <translation>
            <numerusform>(%n prompt token)</numerusform>
            <numerusform>(%n prompt tokens)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s)</source>
        <translation>
            <numerusform>%n record</numerusform>
            <numerusform>%n records</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) written to {path}</source>
        <translation>
            <numerusform>%n record written to {path}</numerusform>
            <numerusform>%n records written to {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chunk(s)</source>
        <translation>
            <numerusform>%n chunk</numerusform>
            <numerusform>%n chunks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>run {run}: %n configuration(s) to measure ({ids}) x {requests} requests of {workload}; each starts its own engine (on a DGX Spark, minutes each, and a full GSM8K ladder takes hours)</source>
        <translation>
            <numerusform>run {run}: %n configuration to measure ({ids}) x {requests} requests of {workload}; each starts its own engine (on a DGX Spark, minutes each, and a full GSM8K ladder takes hours)</numerusform>
            <numerusform>run {run}: %n configurations to measure ({ids}) x {requests} requests of {workload}; each starts its own engine (on a DGX Spark, minutes each, and a full GSM8K ladder takes hours)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n message(s)</source>
        <translation>
            <numerusform>%n message</numerusform>
            <numerusform>%n messages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>docs</name>
    <message numerus="yes">
        <source>%n passage(s) used</source>
        <translation>
            <numerusform>%n passage used</numerusform>
            <numerusform>%n passages used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searched %n document(s) ({tokens} tokens), too long to attach whole (room for {room}): {used}</source>
        <translation>
            <numerusform>Searched %n document ({tokens} tokens), too long to attach whole (room for {room}): {used}</numerusform>
            <numerusform>Searched %n documents ({tokens} tokens), too long to attach whole (room for {room}): {used}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no text layer: %n page(s) of images only (a scan?); text recognition (OCR) is not installed</source>
        <translation>
            <numerusform>no text layer: %n page of images only (a scan?); text recognition (OCR) is not installed</numerusform>
            <numerusform>no text layer: %n pages of images only (a scan?); text recognition (OCR) is not installed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This answer cites none of the %n passage(s) it was given: the model answered without naming any. Here is what went with the question; click a passage to read it as the model was given it.</source>
        <translation>
            <numerusform>This answer cites none of the %n passage it was given: the model answered without naming any. Here is what went with the question; click a passage to read it as the model was given it.</numerusform>
            <numerusform>This answer cites none of the %n passages it was given: the model answered without naming any. Here is what went with the question; click a passage to read it as the model was given it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Brought up to date: %n file(s) changed on disk.</source>
        <translation>
            <numerusform>Brought up to date: %n file changed on disk.</numerusform>
            <numerusform>Brought up to date: %n files changed on disk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) indexed</source>
        <translation>
            <numerusform>%n document indexed</numerusform>
            <numerusform>%n documents indexed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n could not be read (State says why)</source>
        <translation>
            <numerusform>%n could not be read (State says why)</numerusform>
            <numerusform>%n could not be read (State says why)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n read · {name}</source>
        <comment>files read so far</comment>
        <translation>
            <numerusform>%n read · {name}</numerusform>
            <numerusform>%n read · {name}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n file(s); what was read is kept.</source>
        <translation>
            <numerusform>Cancelled after %n file; what was read is kept.</numerusform>
            <numerusform>Cancelled after %n files; what was read is kept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n file(s).</source>
        <translation>
            <numerusform>Added %n file.</numerusform>
            <numerusform>Added %n files.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n file(s), {failed} could not be read.</source>
        <translation>
            <numerusform>Added %n file, {failed} could not be read.</numerusform>
            <numerusform>Added %n files, {failed} could not be read.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{names} and %n more</source>
        <translation>
            <numerusform>{names} and %n more</numerusform>
            <numerusform>{names} and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) removed and erased from disk.</source>
        <translation>
            <numerusform>%n document removed and erased from disk.</numerusform>
            <numerusform>%n documents removed and erased from disk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) removed; their text leaves the disk once no other program reads the library.</source>
        <translation>
            <numerusform>%n document removed; its text leaves the disk once no other program reads the library.</numerusform>
            <numerusform>%n documents removed; their text leaves the disk once no other program reads the library.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gateway</name>
    <message numerus="yes">
        <source>waiting for {app}'s request (and %n more)</source>
        <translation>
            <numerusform>waiting for {app}'s request (and %n more)</numerusform>
            <numerusform>waiting for {app}'s request (and %n more)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gauges</name>
    <message numerus="yes">
        <source>%n reply(s)</source>
        <translation>
            <numerusform>%n reply</numerusform>
            <numerusform>%n replies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n verify step(s)</source>
        <translation>
            <numerusform>%n verify step</numerusform>
            <numerusform>%n verify steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tensor(s) counted from the safetensors headers</source>
        <translation>
            <numerusform>%n tensor counted from the safetensors headers</numerusform>
            <numerusform>%n tensors counted from the safetensors headers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n NEXTN draft-layer tensor(s) left out</source>
        <translation>
            <numerusform>%n NEXTN draft-layer tensor left out</numerusform>
            <numerusform>%n NEXTN draft-layer tensors left out</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ladder</name>
    <message numerus="yes">
        <source>NEXTN MTP (%n step(s))</source>
        <translation>
            <numerusform>NEXTN MTP (%n step)</numerusform>
            <numerusform>NEXTN MTP (%n steps)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) are far too few to tell whether accuracy changed: noticing a {change}-point change ({confidence}% confidence, {power}% power) takes about {needed} questions when {differ}% of answers differ between the two ({how}).</source>
        <translation>
            <numerusform>%n question is far too few to tell whether accuracy changed: noticing a {change}-point change ({confidence}% confidence, {power}% power) takes about {needed} questions when {differ}% of answers differ between the two ({how}).</numerusform>
            <numerusform>%n questions are far too few to tell whether accuracy changed: noticing a {change}-point change ({confidence}% confidence, {power}% power) takes about {needed} questions when {differ}% of answers differ between the two ({how}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) are too few to tell whether accuracy changed: noticing a {change}-point change ({confidence}% confidence, {power}% power) takes about {needed} questions when {differ}% of answers differ between the two ({how}).</source>
        <translation>
            <numerusform>%n question is too few to tell whether accuracy changed: noticing a {change}-point change ({confidence}% confidence, {power}% power) takes about {needed} questions when {differ}% of answers differ between the two ({how}).</numerusform>
            <numerusform>%n questions are too few to tell whether accuracy changed: noticing a {change}-point change ({confidence}% confidence, {power}% power) takes about {needed} questions when {differ}% of answers differ between the two ({how}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Workload: {workload}, %n request(s) at batch 1.</source>
        <translation>
            <numerusform>Workload: {workload}, %n request at batch 1.</numerusform>
            <numerusform>Workload: {workload}, %n requests at batch 1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>policy</name>
    <message numerus="yes">
        <source>conversations are kept at most %n day(s)</source>
        <translation>
            <numerusform>conversations are kept at most %n day</numerusform>
            <numerusform>conversations are kept at most %n days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message numerus="yes">
        <source>{names} and %n more</source>
        <translation>
            <numerusform>{names} and %n more</numerusform>
            <numerusform>{names} and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) would be erased now: {names}.</source>
        <translation>
            <numerusform>%n conversation would be erased now: {names}.</numerusform>
            <numerusform>%n conversations would be erased now: {names}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>setup</name>
    <message numerus="yes">
        <source>{folder}: %n file(s) of {repo}, verified; now the configured model</source>
        <translation>
            <numerusform>{folder}: %n file of {repo}, verified; now the configured model</numerusform>
            <numerusform>{folder}: %n files of {repo}, verified; now the configured model</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; and %n more</source>
        <translation>
            <numerusform>; and %n more</numerusform>
            <numerusform>; and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{repo} at {commit}: %n file(s), {total}; {have} already here, {need} to fetch into {folder}</source>
        <translation>
            <numerusform>{repo} at {commit}: %n file, {total}; {have} already here, {need} to fetch into {folder}</numerusform>
            <numerusform>{repo} at {commit}: %n files, {total}; {have} already here, {need} to fetch into {folder}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) differ from the hub's listing after download, and were removed: {detail}. Run the download again to fetch them anew.</source>
        <translation>
            <numerusform>%n file differs from the hub's listing after download, and was removed: {detail}. Run the download again to fetch it anew.</numerusform>
            <numerusform>%n files differ from the hub's listing after download, and were removed: {detail}. Run the download again to fetch them anew.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n file(s) are here and match the hub's hashes.</source>
        <translation>
            <numerusform>The %n file is here and matches the hub's hash.</numerusform>
            <numerusform>All %n files are here and match the hub's hashes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{file}: {error}, %n tries in a row</source>
        <translation>
            <numerusform>{file}: {error}, %n try in a row</numerusform>
            <numerusform>{file}: {error}, %n tries in a row</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n package(s) so far</source>
        <translation>
            <numerusform>%n package so far</numerusform>
            <numerusform>%n packages so far</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shell</name>
    <message numerus="yes">
        <source>%n change(s) to your chats not saved yet: {why}. Ling Desk saves them by itself once there is room. If you quit now, they are lost.</source>
        <translation>
            <numerusform>%n change to your chats is not saved yet: {why}. Ling Desk saves them by itself once there is room. If you quit now, they are lost.</numerusform>
            <numerusform>%n changes to your chats are not saved yet: {why}. Ling Desk saves them by itself once there is room. If you quit now, they are lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n conversation(s).</source>
        <translation>
            <numerusform>Imported %n conversation.</numerusform>
            <numerusform>Imported %n conversations.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erased %n conversation(s) unused for over {days} days (Settings &gt; Privacy).</source>
        <translation>
            <numerusform>Erased %n conversation unused for over {days} days (Settings &gt; Privacy).</numerusform>
            <numerusform>Erased %n conversations unused for over {days} days (Settings &gt; Privacy).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>status</name>
    <message numerus="yes">
        <source>Ling Desk's own engine on %n machine(s): rank 0 here, rank 1 through `{via}`; logs of both below, tagged by rank.</source>
        <translation>
            <numerusform>Ling Desk's own engine on %n machine: rank 0 here, rank 1 through `{via}`; logs of both below, tagged by rank.</numerusform>
            <numerusform>Ling Desk's own engine on %n machines: rank 0 here, rank 1 through `{via}`; logs of both below, tagged by rank.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n matches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n optimization(s) failed</source>
        <translation>
            <numerusform>%n optimization failed</numerusform>
            <numerusform>%n optimizations failed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tools</name>
    <message numerus="yes">
        <source>%n server(s).</source>
        <translation>
            <numerusform>%n server.</numerusform>
            <numerusform>%n servers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ready: %n tool(s)</source>
        <translation>
            <numerusform>ready: %n tool</numerusform>
            <numerusform>ready: %n tools</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vault</name>
    <message numerus="yes">
        <source>The passphrase was wrong %n time(s); your data stays locked and untouched. Start again, or use the recovery key.</source>
        <translation>
            <numerusform>The passphrase was wrong %n time; your data stays locked and untouched. Start again, or use the recovery key.</numerusform>
            <numerusform>The passphrase was wrong %n times; your data stays locked and untouched. Start again, or use the recovery key.</numerusform>
        </translation>
    </message>
</context>
</TS>
